import { useState } from "react"
import { Link, useLocation } from "wouter"
import type { AdminCategory, PackSummary } from "#contract/admin-answers.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { formatPrice } from "#core/store/price.ts"
import { Icon } from "#web/components/icons.tsx"
import type { Answer } from "#web/lib/api/answer.ts"
import { toastSuccess } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { packExportPath } from "../api/export-pack.ts"
import { listCategories } from "../api/list-categories.ts"
import { listPacks } from "../api/list-packs.ts"
import { setPackPublished } from "../api/set-pack-published.ts"
import { useAdminFailure } from "../use-admin-failure.ts"
import { useAdminLoad } from "../use-admin-load.ts"
import { useLanguage } from "../use-language.ts"
import { AdminIcon } from "./admin-icons.tsx"
import { BreakableCode, LoadFailed, Loading, ScreenHeader } from "./admin-screen.tsx"
import { PackBadges, PublicationBadge } from "./pack-badges.tsx"
import { PackDialog } from "./pack-dialog.tsx"
import { PackImport } from "./pack-import.tsx"

interface PacksData {
  readonly packs: ReadonlyArray<PackSummary>
  readonly categories: ReadonlyArray<AdminCategory>
}

const loadPacks = async (): Promise<Answer<PacksData>> => {
  const [packs, categories] = await Promise.all([listPacks(), listCategories()])
  if (!packs.ok) return packs
  if (!categories.ok) return categories
  return { ok: true, value: { packs: packs.value, categories: categories.value } }
}

/**
 * The packs (spec §2 admin, /admin/packs): every pack with its version, publication, flags, price,
 * product ids and challenge counts; create one, import a pack file, publish or withdraw, export.
 */
export const PacksScreen = () => {
  const { t } = useTranslation()
  const language = useLanguage()
  const [, navigate] = useLocation()
  const report = useAdminFailure()
  const { state, reload, update } = useAdminLoad(loadPacks, [])
  const [isImportOpen, setImportOpen] = useState(false)
  const [isCreating, setCreating] = useState(false)
  const [busyPack, setBusyPack] = useState<string | null>(null)

  const togglePublished = async (pack: PackSummary) => {
    setBusyPack(pack.id)
    const answer = await setPackPublished(pack.id, !pack.published)
    setBusyPack(null)
    if (!answer.ok) {
      report(answer.failure, "admin.pack.publishFailed")
      return
    }
    update((data) => ({ ...data, packs: data.packs.map((each) => (each.id === pack.id ? answer.value : each)) }))
    toastSuccess(answer.value.published ? "admin.pack.publishedToast" : "admin.pack.unpublishedToast", { pack: pack.name[language] })
  }

  return (
    <div className="admin-screen">
      <ScreenHeader
        title={t("admin.packs.title")}
        lead={t("admin.packs.lead")}
        actions={
          <>
            <button type="button" className="button button-ghost" aria-expanded={isImportOpen} onClick={() => setImportOpen(!isImportOpen)}>
              <AdminIcon name="upload" size={18} /> {t("admin.import.open")}
            </button>
            <button type="button" className="button button-primary" onClick={() => setCreating(true)} disabled={state.status !== "ready"}>
              <AdminIcon name="plus" size={18} /> {t("admin.pack.createTitle")}
            </button>
          </>
        }
      />
      {isImportOpen && <PackImport onImported={() => reload()} onClose={() => setImportOpen(false)} />}
      {state.status === "loading" && <Loading />}
      {state.status === "failed" && <LoadFailed failure={state.failure} onRetry={reload} />}
      {state.status === "ready" && (
        <section aria-labelledby="packs-table-title">
          <h2 id="packs-table-title" className="admin-section-title">
            {t("admin.packs.count", { count: state.value.packs.length })}
          </h2>
          <table className="admin-table admin-packs-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.packs.col.pack")}</th>
                <th scope="col">{t("admin.packs.col.version")}</th>
                <th scope="col">{t("admin.packs.col.state")}</th>
                <th scope="col">{t("admin.packs.col.flags")}</th>
                <th scope="col">{t("admin.packs.col.price")}</th>
                <th scope="col">{t("admin.packs.col.products")}</th>
                <th scope="col" className="is-number">
                  {t("admin.packs.col.challenges")}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t("admin.packs.col.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.value.packs.map((pack) => (
                <tr key={pack.id}>
                  <th scope="row" className="admin-cell-title">
                    <Link
                      href={pathFor("admin-pack", { id: pack.id })}
                      className="admin-title-link"
                      aria-label={t("admin.packs.openLabel", { pack: pack.name[language] })}
                    >
                      {pack.name[language]}
                    </Link>
                    <span className="admin-id">{pack.id}</span>
                  </th>
                  <td data-label={t("admin.packs.col.version")}>
                    <code>{pack.version}</code>
                  </td>
                  <td data-label={t("admin.packs.col.state")}>
                    <PublicationBadge published={pack.published} />
                  </td>
                  <td data-label={t("admin.packs.col.flags")}>
                    <PackBadges pack={pack} />
                  </td>
                  <td data-label={t("admin.packs.col.price")}>
                    {pack.price.amount === 0 ? t("admin.pack.free") : formatPrice(language, pack.price.amount, pack.price.currency)}
                  </td>
                  <td data-label={t("admin.packs.col.products")}>
                    {pack.productIds.length === 0 ? (
                      <span className="admin-muted">{t("admin.packs.noProducts")}</span>
                    ) : (
                      <ul className="admin-code-list">
                        {pack.productIds.map((product) => (
                          <li key={product}>
                            <BreakableCode>{product}</BreakableCode>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td data-label={t("admin.packs.col.challenges")} className="is-number">
                    <Link
                      href={`${pathFor("admin-challenges")}?pack=${encodeURIComponent(pack.id)}`}
                      aria-label={t("admin.packs.challengesOf", { count: pack.challenges, pack: pack.name[language] })}
                    >
                      {pack.challenges}
                    </Link>
                  </td>
                  <td className="admin-row-actions">
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      onClick={() => void togglePublished(pack)}
                      disabled={busyPack === pack.id}
                      aria-label={t(pack.published ? "admin.pack.unpublishLabel" : "admin.pack.publishLabel", { pack: pack.name[language] })}
                    >
                      <Icon name={pack.published ? "eyeOff" : "eye"} size={16} /> {t(pack.published ? "admin.pack.unpublish" : "admin.pack.publish")}
                    </button>
                    <a
                      className="button button-ghost button-small"
                      href={packExportPath(pack.id)}
                      download
                      aria-label={t("admin.pack.exportLabel", { pack: pack.name[language] })}
                    >
                      <Icon name="download" size={16} /> {t("admin.pack.export")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {isCreating && state.status === "ready" && (
        <PackDialog
          categories={state.value.categories}
          onSaved={(pack) => navigate(pathFor("admin-pack", { id: pack.id }))}
          onClose={() => setCreating(false)}
        />
      )}
    </div>
  )
}
