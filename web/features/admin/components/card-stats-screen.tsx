import { useRef, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import type { AdminCategory, CardFlag, CardReport, CardReportRow, PackSummary } from "#contract/admin-answers.ts"
import { cardFlagRules } from "#core/cards/card-stats.ts"
import { cardRatings } from "#core/domain/card-rating.ts"
import { pathFor } from "#core/navigation/routes.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { formatCount, formatPercent } from "../admin-format.ts"
import { getCardStats } from "../api/get-card-stats.ts"
import { listCategories } from "../api/list-categories.ts"
import { listPacks } from "../api/list-packs.ts"
import { type CardSort, type CardSortKey, nextSort, sortRows } from "../card-stats-order.ts"
import { useAdminLoad } from "../use-admin-load.ts"
import { useLanguage } from "../use-language.ts"
import { AdminField } from "./admin-field.tsx"
import { AdminIcon } from "./admin-icons.tsx"
import { Badge, LoadFailed, Loading, ScreenHeader } from "./admin-screen.tsx"

interface Choices {
  readonly packs: ReadonlyArray<PackSummary>
  readonly categories: ReadonlyArray<AdminCategory>
}

const loadChoices = async (): Promise<Answer<Choices>> => {
  const [packs, categories] = await Promise.all([listPacks(), listCategories()])
  if (!packs.ok) return packs
  if (!categories.ok) return categories
  return { ok: true, value: { packs: packs.value, categories: categories.value } }
}

/** The flags, the most pressing first, with the look of their badge. */
const flagOrder: ReadonlyArray<CardFlag> = ["unsafe", "near-impossible", "free"]
const flagTone = { unsafe: "danger", "near-impossible": "warning", free: "info" } as const

/** A card's flags as readable pills (their words say what the colour does). */
const FlagBadges = ({ flags }: { flags: ReadonlyArray<CardFlag> }) => {
  const { t } = useTranslation()
  if (flags.length === 0) return <NoValue label={t("admin.cardStats.noFlag")} />
  return (
    <span className="admin-badges">
      {flagOrder
        .filter((flag) => flags.includes(flag))
        .map((flag) => (
          <Badge key={flag} tone={flagTone[flag]}>
            {t(`admin.cardStats.flag.${flag}`)}
          </Badge>
        ))}
    </span>
  )
}

/** A dash where there is nothing to count, said in words to a screen reader. */
const NoValue = ({ label }: { label: string }) => (
  <>
    <span className="admin-muted" aria-hidden="true">
      —
    </span>
    <span className="visually-hidden">{label}</span>
  </>
)

/** What the flags mean, with the bounds core raises them at. */
const FlagLegend = () => {
  const { t } = useTranslation()
  const language = useLanguage()
  const from = { count: cardFlagRules.minPlayed }
  return (
    <section className="admin-card admin-flag-legend" aria-labelledby="card-flags-title">
      <h2 id="card-flags-title" className="admin-card-title">
        {t("admin.cardStats.flagsTitle")}
      </h2>
      <dl className="admin-flag-list">
        <div>
          <dt>
            <Badge tone={flagTone.unsafe}>{t("admin.cardStats.flag.unsafe")}</Badge>
          </dt>
          <dd>{t("admin.cardStats.flagHint.unsafe")}</dd>
        </div>
        <div>
          <dt>
            <Badge tone={flagTone["near-impossible"]}>{t("admin.cardStats.flag.near-impossible")}</Badge>
          </dt>
          <dd>{t("admin.cardStats.flagHint.near-impossible", { rate: formatPercent(cardFlagRules.nearImpossibleUpTo, language), ...from })}</dd>
        </div>
        <div>
          <dt>
            <Badge tone={flagTone.free}>{t("admin.cardStats.flag.free")}</Badge>
          </dt>
          <dd>{t("admin.cardStats.flagHint.free", { rate: formatPercent(cardFlagRules.freeFrom, language), ...from })}</dd>
        </div>
      </dl>
      <p className="admin-muted">{t("admin.cardStats.orderNote")}</p>
    </section>
  )
}

/** A column heading the table sorts by: a button, and `aria-sort` on the heading while it is the sorted one. */
const SortHeading = ({
  column,
  label,
  sort,
  onSort,
  isNumber = true,
  rowSpan
}: {
  column: CardSortKey
  label: string
  sort: CardSort
  onSort: (column: CardSortKey) => void
  isNumber?: boolean
  rowSpan?: number
}) => {
  const direction = sort?.key === column ? sort.direction : undefined
  return (
    <th scope="col" rowSpan={rowSpan} aria-sort={direction} className={isNumber ? "is-number" : undefined}>
      <button type="button" className="admin-sort" onClick={() => onSort(column)}>
        <span>{label}</span>
        <AdminIcon name={direction === "ascending" ? "sortUp" : direction === "descending" ? "sortDown" : "sortBoth"} size={14} />
      </button>
    </th>
  )
}

/** True once a game counted anything for one of the cards. */
const hasCounts = (rows: ReadonlyArray<CardReportRow>): boolean =>
  rows.some((row) => row.played > 0 || row.replaced > 0 || cardRatings.some((rating) => row.ratings[rating] > 0))

/** The pack and version pickers, and the table of that pack over that version (the report lists the versions to pick from). */
const PackCardStats = ({
  packs,
  pack,
  version,
  categories,
  onChoose
}: {
  packs: ReadonlyArray<PackSummary>
  pack: PackSummary
  version: string
  categories: ReadonlyArray<AdminCategory>
  onChoose: (choice: { readonly pack: string; readonly version: string }) => void
}) => {
  const { t } = useTranslation()
  const language = useLanguage()
  const { state, reload } = useAdminLoad(() => getCardStats(pack.id, version), [pack.id, version])
  const [sort, setSort] = useState<CardSort>(null)
  // While another pack or version comes, the last table stays in state: it is not shown as this one.
  const report: CardReport | undefined = state.status === "ready" && state.value.packId === pack.id && state.value.version === version ? state.value : undefined
  const versions = [...new Set([...(report?.versions ?? [pack.version]), ...(version === "all" ? [] : [version])])]
  const categoryName = (key: string) => categories.find((category) => category.key === key)?.label[language] ?? t(`category.${key}`)
  const columnLabel = (column: CardSortKey) =>
    column === "card" || column === "played" || column === "successRate" || column === "replaced"
      ? t(`admin.cardStats.col.${column}`)
      : t(`admin.cardStats.rating.${column}`)
  const versionWords = version === "all" ? t("admin.cardStats.allVersionsLower") : t("admin.cardStats.versionLower", { version })
  const rows = report === undefined ? [] : sortRows(report.rows, sort)
  const title = useRef<HTMLHeadingElement>(null)
  // What the last sort did, said to a screen reader (aria-sort says which column, not that it changed).
  const [sortNews, setSortNews] = useState("")
  const onSort = (column: CardSortKey) => {
    const next = nextSort(sort, column)
    setSort(next)
    if (next !== null)
      setSortNews(t(next.direction === "ascending" ? "admin.cardStats.sortedAscending" : "admin.cardStats.sortedDescending", { column: columnLabel(next.key) }))
  }
  const sortByDefault = () => {
    setSort(null)
    setSortNews(t("admin.cardStats.sortedByDefault"))
    // The button goes away with the sort: the focus goes to the table's heading rather than to nowhere.
    title.current?.focus()
  }

  return (
    <>
      <div className="admin-card admin-stats-choice">
        <AdminField id="card-stats-pack" label={t("admin.cardStats.pack")}>
          {(control) => (
            <select {...control} value={pack.id} onChange={(event) => onChoose({ pack: event.target.value, version: "all" })}>
              {packs.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name[language]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField id="card-stats-version" label={t("admin.cardStats.version")}>
          {(control) => (
            <select {...control} value={version} onChange={(event) => onChoose({ pack: pack.id, version: event.target.value })}>
              <option value="all">{t("admin.cardStats.allVersions")}</option>
              {versions.map((each) => (
                <option key={each} value={each}>
                  {each === pack.version ? t("admin.cardStats.currentVersion", { version: each }) : each}
                </option>
              ))}
            </select>
          )}
        </AdminField>
      </div>
      <FlagLegend />
      <div className="admin-section">
        <div className="admin-section-bar">
          <h2 id="card-stats-title" ref={title} tabIndex={-1} className="admin-section-title">
            {t("admin.cardStats.tableTitle", { pack: pack.name[language], versions: versionWords })}
          </h2>
          {sort !== null && report !== undefined && hasCounts(report.rows) && (
            <button type="button" className="button button-ghost button-small" onClick={sortByDefault}>
              {t("admin.cardStats.defaultOrder")}
            </button>
          )}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {sortNews}
        </p>
        {state.status === "failed" && <LoadFailed failure={state.failure} onRetry={reload} />}
        {state.status !== "failed" && report === undefined && <Loading />}
        {report !== undefined && !hasCounts(report.rows) && (
          <p className="admin-empty">{version === "all" ? t("admin.cardStats.empty") : t("admin.cardStats.emptyVersion", { version })}</p>
        )}
        {report !== undefined && hasCounts(report.rows) && (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take the focus, so the keyboard can scroll it (WCAG 2.1.1)
          <section className="admin-scroll-region" aria-labelledby="card-stats-title" tabIndex={0}>
            <table className="admin-table admin-stats-table is-scrolling">
              <colgroup span={6} />
              <colgroup span={cardRatings.length} />
              <thead>
                <tr>
                  <SortHeading column="card" label={columnLabel("card")} sort={sort} onSort={onSort} isNumber={false} rowSpan={2} />
                  <th scope="col" rowSpan={2}>
                    {t("admin.cardStats.col.flags")}
                  </th>
                  <th scope="col" rowSpan={2}>
                    {t("admin.cardStats.col.category")}
                  </th>
                  {(["played", "successRate", "replaced"] as const).map((column) => (
                    <SortHeading key={column} column={column} label={columnLabel(column)} sort={sort} onSort={onSort} rowSpan={2} />
                  ))}
                  <th scope="colgroup" colSpan={cardRatings.length} className="admin-stats-group">
                    {t("admin.cardStats.col.ratings")}
                  </th>
                </tr>
                <tr>
                  {cardRatings.map((column) => (
                    <SortHeading key={column} column={column} label={columnLabel(column)} sort={sort} onSort={onSort} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.challengeId} className={row.flags.includes("unsafe") ? "is-flagged" : undefined}>
                    <th scope="row" className="admin-stats-card">
                      {row.text === null ? (
                        <>
                          <code className="admin-challenge-id">{row.challengeId}</code>
                          <span className="admin-stats-text admin-muted">{t("admin.cardStats.removed")}</span>
                        </>
                      ) : (
                        <>
                          <Link
                            href={`${pathFor("admin-pack", { id: pack.id })}?${new URLSearchParams({ edit: row.challengeId })}`}
                            className="admin-challenge-link"
                            aria-label={t("admin.challenge.editLabel", { challenge: row.challengeId })}
                          >
                            <code>{row.challengeId}</code>
                          </Link>
                          <span className="admin-stats-text" lang={language}>
                            {row.text[language]}
                          </span>
                        </>
                      )}
                    </th>
                    <td>
                      <FlagBadges flags={row.flags} />
                    </td>
                    <td>{row.category === null ? <NoValue label={t("admin.cardStats.removed")} /> : categoryName(row.category)}</td>
                    <td className="is-number">{formatCount(row.played, language)}</td>
                    <td className="is-number">
                      {row.successRate === null ? <NoValue label={t("admin.cardStats.noAttempt")} /> : formatPercent(row.successRate, language)}
                    </td>
                    <td className="is-number">{formatCount(row.replaced, language)}</td>
                    {cardRatings.map((rating) => (
                      <td key={rating} className="is-number">
                        {formatCount(row.ratings[rating], language)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </>
  )
}

/** The pack and version a link opens (`?pack=&version=`). */
const choiceOfQuery = (query: string) => {
  const params = new URLSearchParams(query)
  return { pack: params.get("pack"), version: params.get("version") ?? "all" }
}

/**
 * How each challenge of a pack fares (/admin/packs/stats): attempts, success rate, replacements,
 * ratings and flags from the games that ended, over every version of the pack or one; the challenges
 * to look at first on top (the server's order), any column sortable, each challenge a link to its editor.
 */
export const CardStatsScreen = () => {
  const { t } = useTranslation()
  const [location, navigate] = useLocation()
  const choice = choiceOfQuery(useSearch())
  const choices = useAdminLoad(loadChoices, [])
  const packs = choices.state.status === "ready" ? choices.state.value.packs : []
  const pack = packs.find((each) => each.id === choice.pack) ?? packs[0]

  const choose = (next: { readonly pack: string; readonly version: string }) =>
    navigate(`${location}?${new URLSearchParams(next.version === "all" ? { pack: next.pack } : next)}`, { replace: true })

  return (
    <div className="admin-screen">
      <ScreenHeader title={t("admin.cardStats.title")} lead={t("admin.cardStats.lead")} />
      {choices.state.status === "loading" && <Loading />}
      {choices.state.status === "failed" && <LoadFailed failure={choices.state.failure} onRetry={choices.reload} />}
      {choices.state.status === "ready" && pack === undefined && <p className="admin-empty">{t("admin.cardStats.noPacks")}</p>}
      {choices.state.status === "ready" && pack !== undefined && (
        <PackCardStats
          packs={packs}
          pack={pack}
          version={choice.pack === pack.id ? choice.version : "all"}
          categories={choices.state.value.categories}
          onChoose={choose}
        />
      )}
    </div>
  )
}
