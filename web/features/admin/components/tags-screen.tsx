import { useState } from "react"
import { Link } from "wouter"
import type { AdminTag } from "#contract/admin-answers.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { searchText } from "#core/validation/search-text.ts"
import { Icon } from "#web/components/icons.tsx"
import { toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { createTag } from "../api/create-tag.ts"
import { deleteTag } from "../api/delete-tag.ts"
import { listTags } from "../api/list-tags.ts"
import { renameTag } from "../api/rename-tag.ts"
import { useAdminFailure } from "../use-admin-failure.ts"
import { useAdminLoad } from "../use-admin-load.ts"
import { useLanguage } from "../use-language.ts"
import { AdminDialog, ConfirmDialog } from "./admin-dialog.tsx"
import { AdminIcon } from "./admin-icons.tsx"
import { Badge, LoadFailed, Loading, ScreenHeader } from "./admin-screen.tsx"
import { NameDialog } from "./name-dialog.tsx"
import { UsageList } from "./usage-list.tsx"

type Editing = { readonly kind: "create" } | { readonly kind: "rename" | "delete"; readonly tag: AdminTag } | null

/** The packs a tag's challenges are in, said for a person: "base, kids". */
const packsUsing = (tag: AdminTag): string =>
  tag.packs
    .filter((pack) => pack.challenges > 0)
    .map((pack) => pack.id)
    .join(", ")

/**
 * The tags (/admin/packs/tags): every tag a pack declares or the admin area created, with where it is
 * used; create, rename (in every pack at once) and delete, which waits until no challenge uses it.
 */
export const TagsScreen = () => {
  const { t } = useTranslation()
  const language = useLanguage()
  const report = useAdminFailure()
  const { state, reload, update } = useAdminLoad(listTags, [])
  const [editing, setEditing] = useState<Editing>(null)
  const [filter, setFilter] = useState("")
  const [isBusy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  const close = () => {
    setEditing(null)
    setRefusal(null)
  }

  const remove = async (tag: AdminTag) => {
    setBusy(true)
    const answer = await deleteTag(tag.id)
    setBusy(false)
    if (!answer.ok) {
      if (answer.failure.code === "tag-in-use") {
        setRefusal(answer.failure.message ?? null)
        reload()
      }
      report(answer.failure, "admin.tag.deleteFailed")
      return
    }
    update((list) => list.filter((each) => each.id !== tag.id))
    toastSuccess("admin.tag.deleted", { tag: tag.name[language] })
    close()
  }

  const query = searchText(filter)
  const shown =
    state.status === "ready" ? state.value.filter((tag) => query === "" || searchText(`${tag.id} ${tag.name.fr} ${tag.name.en}`).includes(query)) : []

  return (
    <div className="admin-screen">
      <ScreenHeader
        title={t("admin.tags.title")}
        lead={t("admin.tags.lead")}
        actions={
          <button type="button" className="button button-primary" onClick={() => setEditing({ kind: "create" })}>
            <AdminIcon name="plus" size={18} /> {t("admin.tag.createTitle")}
          </button>
        }
      />
      {state.status === "loading" && <Loading />}
      {state.status === "failed" && <LoadFailed failure={state.failure} onRetry={reload} />}
      {state.status === "ready" && (
        <section aria-labelledby="tags-title" className="admin-section">
          <div className="admin-section-bar">
            <h2 id="tags-title" className="admin-section-title">
              {t("admin.tags.count", { count: state.value.length })}
            </h2>
            <div className="field admin-field admin-search">
              <label htmlFor="tag-filter" className="visually-hidden">
                {t("admin.tags.filter")}
              </label>
              <input id="tag-filter" type="search" placeholder={t("admin.tags.filter")} value={filter} onChange={(event) => setFilter(event.target.value)} />
            </div>
          </div>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.tags.col.tag")}</th>
                <th scope="col">{t("admin.categories.col.fr")}</th>
                <th scope="col">{t("admin.categories.col.en")}</th>
                <th scope="col">{t("admin.categories.col.usage")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("admin.packs.col.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((tag) => (
                <tr key={tag.id}>
                  <th scope="row" className="admin-cell-title">
                    <span>{tag.name[language]}</span>
                    <span className="admin-id">{tag.id}</span>
                    {tag.isRegistered && <Badge tone="info">{t("admin.tags.registered")}</Badge>}
                  </th>
                  <td data-label={t("admin.categories.col.fr")} lang="fr">
                    {tag.name.fr}
                  </td>
                  <td data-label={t("admin.categories.col.en")} lang="en">
                    {tag.name.en}
                  </td>
                  <td data-label={t("admin.categories.col.usage")}>
                    <UsageList challenges={tag.challenges} packs={tag.packs} filter={{ tag: tag.id }} />
                  </td>
                  <td className="admin-row-actions">
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      onClick={() => setEditing({ kind: "rename", tag })}
                      aria-label={t("admin.tag.renameLabel", { tag: tag.name[language] })}
                    >
                      <Icon name="edit" size={16} /> {t("admin.action.rename")}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost button-small admin-danger-text"
                      onClick={() => setEditing({ kind: "delete", tag })}
                      aria-label={t("admin.tag.deleteLabel", { tag: tag.name[language] })}
                    >
                      <Icon name="trash" size={16} /> {t("admin.action.delete")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 && <p className="admin-empty">{t("admin.tags.none")}</p>}
        </section>
      )}
      {editing?.kind === "create" && (
        <NameDialog
          id="tag-dialog"
          kind="new-tag"
          title={t("admin.tag.createTitle")}
          initial={{ fr: "", en: "" }}
          hint={t("admin.tag.createHint")}
          onSave={async (name, id) => {
            const answer = await createTag({ id, name })
            if (answer.ok) {
              update((list) => [...list, answer.value].sort((a, b) => (a.id < b.id ? -1 : 1)))
              toastSuccess("admin.tag.created", { tag: answer.value.name[language] })
            }
            return answer
          }}
          onClose={close}
        />
      )}
      {editing?.kind === "rename" && (
        <NameDialog
          id="tag-dialog"
          kind="tag"
          title={t("admin.tag.renameTitle", { tag: editing.tag.id })}
          initial={editing.tag.name}
          hint={t("admin.tag.renameHint")}
          onSave={async (name) => {
            const answer = await renameTag(editing.tag.id, name)
            if (answer.ok) {
              update((list) => list.map((each) => (each.id === answer.value.id ? answer.value : each)))
              toastSuccess("admin.tag.renamed", { tag: answer.value.name[language] })
            }
            return answer
          }}
          onClose={close}
        />
      )}
      {editing?.kind === "delete" &&
        (editing.tag.challenges > 0 || refusal !== null ? (
          <AdminDialog
            id="tag-in-use-dialog"
            title={t("admin.tag.inUseTitle", { tag: editing.tag.name[language] })}
            onClose={close}
            onSubmit={close}
            submitLabel={t("admin.action.understood")}
            isBusy={false}
          >
            <p className="admin-notice is-warning" role="alert">
              {refusal ?? t("admin.error.tagInUse", { tag: editing.tag.id, count: editing.tag.challenges, packs: packsUsing(editing.tag) })}
            </p>
            <p>
              <Link href={`${pathFor("admin-challenges")}?tag=${encodeURIComponent(editing.tag.id)}`}>
                {t("admin.tag.seeChallenges", { count: editing.tag.challenges })}
              </Link>
            </p>
          </AdminDialog>
        ) : (
          <ConfirmDialog
            id="delete-tag-dialog"
            title={t("admin.tag.deleteTitle", { tag: editing.tag.name[language] })}
            confirmLabel={t("admin.action.delete")}
            isBusy={isBusy}
            onConfirm={() => void remove(editing.tag)}
            onClose={close}
          >
            <p>
              {t(editing.tag.packs.length > 0 ? "admin.tag.deleteDeclared" : "admin.tag.deleteText", {
                tag: editing.tag.id,
                packs: editing.tag.packs.map((pack) => pack.id).join(", ")
              })}
            </p>
          </ConfirmDialog>
        ))}
    </div>
  )
}
