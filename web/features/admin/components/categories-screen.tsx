import { useState } from "react"
import type { AdminCategory } from "#contract/admin-answers.ts"
import { Icon } from "#web/components/icons.tsx"
import { toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { listCategories } from "../api/list-categories.ts"
import { renameCategory } from "../api/rename-category.ts"
import { useAdminLoad } from "../use-admin-load.ts"
import { useLanguage } from "../use-language.ts"
import { Badge, LoadFailed, Loading, ScreenHeader } from "./admin-screen.tsx"
import { NameDialog } from "./name-dialog.tsx"
import { UsageList } from "./usage-list.tsx"

/**
 * The categories (/admin/packs/categories): the game's eight, which the engine, the players' settings
 * and the pack format know by key, so they are never added or deleted; an admin renames them in both
 * languages (the store then speaks the new names), and sees where each is used.
 */
export const CategoriesScreen = () => {
  const { t } = useTranslation()
  const language = useLanguage()
  const { state, reload, update } = useAdminLoad(listCategories, [])
  const [renaming, setRenaming] = useState<AdminCategory | null>(null)

  return (
    <div className="admin-screen">
      <ScreenHeader title={t("admin.categories.title")} lead={t("admin.categories.lead")} />
      <p className="admin-notice is-info">
        <Icon name="info" size={20} />
        <span>{t("admin.categories.why")}</span>
      </p>
      {state.status === "loading" && <Loading />}
      {state.status === "failed" && <LoadFailed failure={state.failure} onRetry={reload} />}
      {state.status === "ready" && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.categories.col.category")}</th>
              <th scope="col">{t("admin.categories.col.fr")}</th>
              <th scope="col">{t("admin.categories.col.en")}</th>
              <th scope="col">{t("admin.categories.col.usage")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("admin.packs.col.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.value.map((category) => (
              <tr key={category.key}>
                <th scope="row" className="admin-cell-title">
                  <span>{category.label[language]}</span>
                  <span className="admin-id">{category.key}</span>
                  {category.isRenamed && <Badge tone="info">{t("admin.categories.renamed")}</Badge>}
                </th>
                <td data-label={t("admin.categories.col.fr")} lang="fr">
                  {category.label.fr}
                </td>
                <td data-label={t("admin.categories.col.en")} lang="en">
                  {category.label.en}
                </td>
                <td data-label={t("admin.categories.col.usage")}>
                  <UsageList challenges={category.challenges} packs={category.packs} filter={{ category: category.key }} />
                </td>
                <td className="admin-row-actions">
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => setRenaming(category)}
                    aria-label={t("admin.categories.renameLabel", { category: category.label[language] })}
                  >
                    <Icon name="edit" size={16} /> {t("admin.action.rename")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {renaming !== null && (
        <NameDialog
          id="category-dialog"
          kind="category"
          title={t("admin.categories.renameTitle", { category: renaming.label[language] })}
          initial={renaming.label}
          hint={t("admin.categories.renameHint")}
          extra={(fill) =>
            renaming.isRenamed ? (
              <p className="admin-muted">
                {t("admin.categories.original", { fr: renaming.defaultLabel.fr, en: renaming.defaultLabel.en })}{" "}
                <button type="button" className="link-button" onClick={() => fill(renaming.defaultLabel)}>
                  {t("admin.categories.restore")}
                </button>
              </p>
            ) : null
          }
          onSave={async (label) => {
            const answer = await renameCategory(renaming.key, label)
            if (answer.ok) {
              update((list) => list.map((each) => (each.key === renaming.key ? answer.value : each)))
              toastSuccess("admin.categories.renamedToast", { category: answer.value.label[language] })
            }
            return answer
          }}
          onClose={() => setRenaming(null)}
        />
      )}
    </div>
  )
}
