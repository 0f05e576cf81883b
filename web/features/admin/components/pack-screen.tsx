import { useEffect, useRef, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import type { AdminCategory, AdminPack, AdminTag } from "#contract/admin-answers.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { formatPrice } from "#core/store/price.ts"
import { searchText } from "#core/validation/search-text.ts"
import { Icon } from "#web/components/icons.tsx"
import type { Answer } from "#web/lib/api/answer.ts"
import { toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { deleteChallenge } from "../api/delete-challenge.ts"
import { packExportPath } from "../api/export-pack.ts"
import { getPack } from "../api/get-pack.ts"
import { listCategories } from "../api/list-categories.ts"
import { listTags } from "../api/list-tags.ts"
import { setPackPublished } from "../api/set-pack-published.ts"
import { useAdminFailure } from "../use-admin-failure.ts"
import { useAdminLoad } from "../use-admin-load.ts"
import { useLanguage } from "../use-language.ts"
import { ConfirmDialog } from "./admin-dialog.tsx"
import { AdminIcon } from "./admin-icons.tsx"
import { BreakableCode, LoadFailed, Loading, ScreenHeader } from "./admin-screen.tsx"
import { ChallengeDialog } from "./challenge-dialog.tsx"
import { type ChallengeRow, ChallengeTable } from "./challenge-table.tsx"
import { PackBadges, PublicationBadge } from "./pack-badges.tsx"
import { PackDialog } from "./pack-dialog.tsx"
import { PackHistory } from "./pack-history.tsx"

interface PackData {
  readonly pack: AdminPack
  readonly categories: ReadonlyArray<AdminCategory>
  readonly tags: ReadonlyArray<AdminTag>
}

const loadPack = async (id: string): Promise<Answer<PackData>> => {
  const [pack, categories, tags] = await Promise.all([getPack(id), listCategories(), listTags()])
  if (!pack.ok) return pack
  if (!categories.ok) return categories
  if (!tags.ok) return tags
  return { ok: true, value: { pack: pack.value, categories: categories.value, tags: tags.value } }
}

type Editing =
  | { readonly kind: "settings" }
  | { readonly kind: "add" }
  | { readonly kind: "edit"; readonly id: string }
  | { readonly kind: "delete"; readonly id: string }
  | null

/** The challenge a link points at (`#challenge-<id>`, from the feedback or the search). */
const linkedChallenge = (): string | null => {
  const hash = decodeURIComponent(window.location.hash.slice(1))
  return hash.startsWith("challenge-") ? hash.slice("challenge-".length) : null
}

/** The challenge a link opens in its editor (`?edit=<id>`, from the challenge stats). */
const challengeToEdit = (query: string): string | null => new URLSearchParams(query).get("edit")

/**
 * A pack (/admin/packs/:id): its settings and its challenges; edit the settings, publish or withdraw,
 * export the pack.json, and add, edit (French and English side by side) or delete challenges. A link
 * with `?edit=<challenge>` opens that challenge's editor.
 */
export const PackScreen = ({ id }: { id: string }) => {
  const { t } = useTranslation()
  const language = useLanguage()
  const report = useAdminFailure()
  const { state, reload, update } = useAdminLoad(() => loadPack(id), [id])
  const [editing, setEditing] = useState<Editing>(null)
  const [filter, setFilter] = useState("")
  const [isBusy, setBusy] = useState(false)
  const [highlighted, setHighlighted] = useState<string | null>(linkedChallenge)
  const [, navigate] = useLocation()
  const toEdit = challengeToEdit(useSearch())
  // The challenge whose editor a link opened: once it closes, the focus goes to its row's edit button.
  const openedByLink = useRef<string | null>(null)

  const isReady = state.status === "ready"
  useEffect(() => {
    if (!isReady || highlighted === null) return
    document.getElementById(`challenge-${highlighted}`)?.scrollIntoView({ block: "center" })
  }, [isReady, highlighted])

  useEffect(() => {
    if (!isReady || toEdit === null) return
    openedByLink.current = toEdit
    setHighlighted(toEdit)
    setEditing({ kind: "edit", id: toEdit })
  }, [isReady, toEdit])

  useEffect(() => {
    const opened = openedByLink.current
    if (editing !== null || opened === null) return
    openedByLink.current = null
    document.querySelector<HTMLElement>(`#challenge-${CSS.escape(opened)} .admin-row-actions button`)?.focus()
  }, [editing])

  if (state.status === "loading") return <Loading />
  if (state.status === "failed") {
    return (
      <div className="admin-screen">
        <ScreenHeader title={t("admin.pack.title", { pack: id })} />
        <LoadFailed failure={state.failure} onRetry={reload} />
        <p>
          <Link href={pathFor("admin-packs")}>{t("admin.pack.backToPacks")}</Link>
        </p>
      </div>
    )
  }
  const { pack, categories, tags } = state.value
  const name = pack.name[language]

  const setPack = (change: (pack: AdminPack) => AdminPack) => update((data) => ({ ...data, pack: change(data.pack) }))

  const togglePublished = async () => {
    setBusy(true)
    const answer = await setPackPublished(pack.id, !pack.published)
    setBusy(false)
    if (!answer.ok) return report(answer.failure, "admin.pack.publishFailed")
    setPack((current) => ({ ...current, published: answer.value.published }))
    toastSuccess(answer.value.published ? "admin.pack.publishedToast" : "admin.pack.unpublishedToast", { pack: name })
  }

  const removeChallenge = async (challengeId: string) => {
    setBusy(true)
    const answer = await deleteChallenge(challengeId, pack.version)
    setBusy(false)
    if (!answer.ok) {
      if (answer.failure.code === "pack-changed") reload()
      report(answer.failure, "admin.challenge.deleteFailed")
      return
    }
    setEditing(null)
    setPack((current) => ({ ...current, version: answer.value.version, challenges: current.challenges.filter((each) => each.id !== challengeId) }))
    toastSuccess("admin.challenge.deleted", { challenge: challengeId, version: answer.value.version })
  }

  const query = searchText(filter)
  const tagNames = (ids: ReadonlyArray<string>) => ids.map((tagId) => tags.find((tag) => tag.id === tagId)?.name[language] ?? tagId).join(" ")
  const rows: ReadonlyArray<ChallengeRow> = pack.challenges
    .filter((challenge) => {
      if (query === "") return true
      const haystack = searchText(`${challenge.id} ${challenge.text.fr} ${challenge.text.en} ${challenge.tags.join(" ")} ${tagNames(challenge.tags)}`)
      return query.split(/\s+/).every((word) => haystack.includes(word))
    })
    .map((challenge) => ({ challenge }))
  const edited = editing?.kind === "edit" || editing?.kind === "delete" ? pack.challenges.find((each) => each.id === editing.id) : undefined
  const perCategory = categories
    .map((category) => ({ category, count: pack.challenges.filter((each) => each.category === category.key).length }))
    .filter((entry) => entry.count > 0)

  return (
    <div className="admin-screen">
      <p className="admin-breadcrumb">
        <Link href={pathFor("admin-packs")}>
          <Icon name="arrowRight" size={16} className="is-flipped" /> {t("admin.pack.backToPacks")}
        </Link>
      </p>
      <ScreenHeader
        eyebrow={<code>{pack.id}</code>}
        title={name}
        lead={pack.description[language]}
        actions={
          <>
            <button type="button" className="button button-ghost" onClick={() => setEditing({ kind: "settings" })}>
              <Icon name="edit" size={18} /> {t("admin.pack.editSettings")}
            </button>
            <Link className="button button-ghost" href={`${pathFor("admin-card-stats")}?${new URLSearchParams({ pack: pack.id })}`}>
              <AdminIcon name="chart" size={18} /> {t("admin.pack.cardStats")}
            </Link>
            <button type="button" className="button button-ghost" onClick={() => void togglePublished()} disabled={isBusy}>
              <Icon name={pack.published ? "eyeOff" : "eye"} size={18} /> {t(pack.published ? "admin.pack.unpublish" : "admin.pack.publish")}
            </button>
            <a className="button button-ghost" href={packExportPath(pack.id)} download>
              <Icon name="download" size={18} /> {t("admin.pack.export")}
            </a>
          </>
        }
      />

      <section className="admin-card admin-pack-facts" aria-label={t("admin.pack.facts")}>
        <dl className="admin-facts">
          <div>
            <dt>{t("admin.packs.col.version")}</dt>
            <dd>
              <code>{pack.version}</code>
            </dd>
          </div>
          <div>
            <dt>{t("admin.packs.col.state")}</dt>
            <dd>
              <PublicationBadge published={pack.published} />
            </dd>
          </div>
          <div>
            <dt>{t("admin.packs.col.flags")}</dt>
            <dd>
              <PackBadges pack={pack} />
            </dd>
          </div>
          <div>
            <dt>{t("admin.packs.col.price")}</dt>
            <dd>{pack.price.amount === 0 ? t("admin.pack.free") : formatPrice(language, pack.price.amount, pack.price.currency)}</dd>
          </div>
          <div>
            <dt>{t("admin.packs.col.products")}</dt>
            <dd>
              {pack.productIds.length === 0 ? (
                <span className="admin-muted">{t("admin.packs.noProducts")}</span>
              ) : (
                pack.productIds.map((product) => <BreakableCode key={product}>{product}</BreakableCode>)
              )}
            </dd>
          </div>
          <div>
            <dt>{t("admin.pack.name")}</dt>
            <dd>
              <span lang="fr">{pack.name.fr}</span> · <span lang="en">{pack.name.en}</span>
            </dd>
          </div>
        </dl>
        {perCategory.length > 0 && (
          <ul className="admin-category-counts" aria-label={t("admin.pack.perCategory")}>
            {perCategory.map(({ category, count }) => (
              <li key={category.key}>
                <span>{category.label[language]}</span> <strong>{count}</strong>
              </li>
            ))}
          </ul>
        )}
        <p className="admin-muted admin-export-hint">{t("admin.pack.exportHint", { pack: pack.id })}</p>
      </section>
      <PackHistory packId={pack.id} revision={`${pack.version}-${pack.published}`} />

      <section aria-labelledby="pack-challenges-title" className="admin-section">
        <div className="admin-section-bar">
          <h2 id="pack-challenges-title" className="admin-section-title">
            {t("admin.pack.challenges", { count: pack.challenges.length })}
          </h2>
          <div className="admin-section-tools">
            <div className="field admin-field admin-search">
              <label htmlFor="pack-filter" className="visually-hidden">
                {t("admin.pack.filter")}
              </label>
              <input id="pack-filter" type="search" placeholder={t("admin.pack.filter")} value={filter} onChange={(event) => setFilter(event.target.value)} />
            </div>
            <button type="button" className="button button-primary" onClick={() => setEditing({ kind: "add" })}>
              <AdminIcon name="plus" size={18} /> {t("admin.challenge.addTitle")}
            </button>
          </div>
        </div>
        {pack.challenges.length === 0 ? (
          <p className="admin-empty">{t("admin.pack.noChallenges")}</p>
        ) : rows.length === 0 ? (
          <p className="admin-empty">{t("admin.pack.noMatch")}</p>
        ) : (
          <ChallengeTable
            rows={rows}
            categories={categories}
            tags={tags}
            highlighted={highlighted}
            onEdit={(row) => {
              setHighlighted(row.challenge.id)
              setEditing({ kind: "edit", id: row.challenge.id })
            }}
            onDelete={(row) => setEditing({ kind: "delete", id: row.challenge.id })}
          />
        )}
      </section>

      {editing?.kind === "settings" && (
        <PackDialog pack={pack} categories={categories} onSaved={(saved) => setPack(() => saved)} onStale={reload} onClose={() => setEditing(null)} />
      )}
      {(editing?.kind === "add" || (editing?.kind === "edit" && edited !== undefined)) && (
        <ChallengeDialog
          packId={pack.id}
          packVersion={pack.version}
          {...(edited === undefined ? {} : { challenge: edited })}
          categories={categories}
          tags={tags}
          onSaved={(saved) => {
            setHighlighted(saved.challenge.id)
            setPack((current) => ({
              ...current,
              version: saved.pack.version,
              challenges: current.challenges.some((each) => each.id === saved.challenge.id)
                ? current.challenges.map((each) => (each.id === saved.challenge.id ? saved.challenge : each))
                : [...current.challenges, saved.challenge]
            }))
          }}
          onStale={reload}
          onClose={() => {
            setEditing(null)
            // A reload, or Back then Forward, does not open the editor again.
            if (toEdit !== null) navigate(pathFor("admin-pack", { id: pack.id }), { replace: true })
          }}
        />
      )}
      {editing?.kind === "delete" && edited !== undefined && (
        <ConfirmDialog
          id="delete-challenge-dialog"
          title={t("admin.challenge.deleteTitle", { challenge: edited.id })}
          confirmLabel={t("admin.action.delete")}
          isBusy={isBusy}
          onConfirm={() => void removeChallenge(edited.id)}
          onClose={() => setEditing(null)}
        >
          <p>{t("admin.challenge.deleteText", { pack: name })}</p>
          <blockquote className="admin-quote" lang={language}>
            {edited.text[language]}
          </blockquote>
        </ConfirmDialog>
      )}
    </div>
  )
}
