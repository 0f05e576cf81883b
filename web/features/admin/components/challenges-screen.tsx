import { useEffect, useState } from "react"
import { useSearch } from "wouter"
import type { AdminCategory, AdminChallenge, AdminTag, PackSummary } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { listCategories } from "../api/list-categories.ts"
import { listPacks } from "../api/list-packs.ts"
import { listTags } from "../api/list-tags.ts"
import { type ChallengeSearch, searchChallenges } from "../api/search-challenges.ts"
import { useAdminLoad } from "../use-admin-load.ts"
import { useLanguage } from "../use-language.ts"
import { AdminField } from "./admin-field.tsx"
import { AdminIcon } from "./admin-icons.tsx"
import { LoadFailed, Loading, ScreenHeader } from "./admin-screen.tsx"
import { ChallengeDialog } from "./challenge-dialog.tsx"
import { ChallengeTable } from "./challenge-table.tsx"

interface Choices {
  readonly packs: ReadonlyArray<PackSummary>
  readonly categories: ReadonlyArray<AdminCategory>
  readonly tags: ReadonlyArray<AdminTag>
}

const loadChoices = async (): Promise<Answer<Choices>> => {
  const [packs, categories, tags] = await Promise.all([listPacks(), listCategories(), listTags()])
  if (!packs.ok) return packs
  if (!categories.ok) return categories
  if (!tags.ok) return tags
  return { ok: true, value: { packs: packs.value, categories: categories.value, tags: tags.value } }
}

/** The search a link opens with (`?q=&pack=&category=&tag=&missingTranslation=true`). */
const searchOfQuery = (query: string): Required<ChallengeSearch> => {
  const params = new URLSearchParams(query)
  return {
    q: params.get("q") ?? "",
    pack: params.get("pack") ?? "",
    category: params.get("category") ?? "",
    tag: params.get("tag") ?? "",
    missingTranslation: params.get("missingTranslation") === "true"
  }
}

/** How long typing pauses before the search runs. */
const typingPauseMs = 250

/**
 * Every challenge across packs (/admin/packs/challenges): searched by words, case and accents aside
 * (core's searchText, on the server), filtered by pack, category, tag and missing translation; each
 * one editable here.
 */
export const ChallengesScreen = () => {
  const { t } = useTranslation()
  const language = useLanguage()
  const query = useSearch()
  const [search, setSearch] = useState<Required<ChallengeSearch>>(() => searchOfQuery(query))
  const [sent, setSent] = useState<Required<ChallengeSearch>>(search)
  const [queryShown, setQueryShown] = useState(query)
  const [editing, setEditing] = useState<string | null>(null)
  const choices = useAdminLoad(loadChoices, [])
  const results = useAdminLoad(() => searchChallenges(sent), [JSON.stringify(sent)])

  // A link to another search (a new address) replaces the one on screen. Set while rendering, not in
  // an effect: an effect runs after the paint, and would wipe out what the admin typed meanwhile.
  if (query !== queryShown) {
    const next = searchOfQuery(query)
    setQueryShown(query)
    setSearch(next)
    setSent(next)
  }

  useEffect(() => {
    if (search.q === sent.q) {
      if (JSON.stringify(search) !== JSON.stringify(sent)) setSent(search)
      return
    }
    const timer = setTimeout(() => setSent(search), typingPauseMs)
    return () => clearTimeout(timer)
  }, [search, sent])

  const set = (change: Partial<ChallengeSearch>) => setSearch({ ...search, ...change })
  const isFiltered = search.q !== "" || search.pack !== "" || search.category !== "" || search.tag !== "" || search.missingTranslation

  const found = results.state.status === "ready" ? results.state.value : []
  const edited = found.find((entry) => entry.challenge.id === editing)

  const afterSave = (saved: AdminChallenge) =>
    results.update((list) =>
      list.map((entry) =>
        entry.challenge.id === saved.challenge.id
          ? saved
          : entry.pack.id === saved.pack.id
            ? { ...entry, pack: { ...entry.pack, version: saved.pack.version } }
            : entry
      )
    )

  return (
    <div className="admin-screen">
      <ScreenHeader title={t("admin.challenges.title")} lead={t("admin.challenges.lead")} />
      <search className="admin-card admin-filters" aria-label={t("admin.challenges.searchLabel")}>
        <AdminField id="challenge-search" label={t("admin.challenges.search")} hint={t("admin.challenges.searchHint")} className="admin-filter-search">
          {(control) => (
            <div className="admin-search-box">
              <AdminIcon name="search" size={18} />
              <input {...control} type="search" value={search.q} onChange={(event) => set({ q: event.target.value })} autoComplete="off" />
            </div>
          )}
        </AdminField>
        {choices.state.status === "ready" && (
          <>
            <AdminField id="challenge-pack" label={t("admin.challenges.pack")}>
              {(control) => (
                <select {...control} value={search.pack} onChange={(event) => set({ pack: event.target.value })}>
                  <option value="">{t("admin.challenges.allPacks")}</option>
                  {choices.state.status === "ready" &&
                    choices.state.value.packs.map((pack) => (
                      <option key={pack.id} value={pack.id}>
                        {pack.name[language]}
                      </option>
                    ))}
                </select>
              )}
            </AdminField>
            <AdminField id="challenge-category-filter" label={t("admin.challenges.category")}>
              {(control) => (
                <select {...control} value={search.category} onChange={(event) => set({ category: event.target.value })}>
                  <option value="">{t("admin.challenges.allCategories")}</option>
                  {choices.state.status === "ready" &&
                    choices.state.value.categories.map((category) => (
                      <option key={category.key} value={category.key}>
                        {category.label[language]}
                      </option>
                    ))}
                </select>
              )}
            </AdminField>
            <AdminField id="challenge-tag-filter-select" label={t("admin.challenges.tag")}>
              {(control) => (
                <select {...control} value={search.tag} onChange={(event) => set({ tag: event.target.value })}>
                  <option value="">{t("admin.challenges.allTags")}</option>
                  {choices.state.status === "ready" &&
                    choices.state.value.tags.map((tag) => (
                      <option key={tag.id} value={tag.id}>
                        {tag.name[language]}
                      </option>
                    ))}
                </select>
              )}
            </AdminField>
          </>
        )}
        <div className="admin-filter-end">
          <label className="admin-check is-inline">
            <input type="checkbox" checked={search.missingTranslation} onChange={(event) => set({ missingTranslation: event.target.checked })} />
            <span className="admin-check-label">{t("admin.challenges.missingTranslation")}</span>
          </label>
          {isFiltered && (
            <button type="button" className="link-button" onClick={() => setSearch(searchOfQuery(""))}>
              {t("admin.challenges.clear")}
            </button>
          )}
        </div>
      </search>

      {choices.state.status === "failed" && <LoadFailed failure={choices.state.failure} onRetry={choices.reload} />}
      <section aria-labelledby="challenge-results-title" className="admin-section">
        <h2 id="challenge-results-title" className="admin-section-title" aria-live="polite">
          {results.state.status === "ready" ? t("admin.challenges.found", { count: found.length }) : t("admin.challenges.searching")}
        </h2>
        {results.state.status === "loading" && <Loading />}
        {results.state.status === "failed" && <LoadFailed failure={results.state.failure} onRetry={results.reload} />}
        {results.state.status === "ready" && found.length === 0 && <p className="admin-empty">{t("admin.challenges.none")}</p>}
        {results.state.status === "ready" && found.length > 0 && choices.state.status === "ready" && (
          <ChallengeTable
            rows={found}
            categories={choices.state.value.categories}
            tags={choices.state.value.tags}
            highlighted={editing}
            onEdit={(row) => setEditing(row.challenge.id)}
          />
        )}
      </section>
      {edited !== undefined && choices.state.status === "ready" && (
        <ChallengeDialog
          packId={edited.pack.id}
          packVersion={edited.pack.version}
          challenge={edited.challenge}
          categories={choices.state.value.categories}
          tags={choices.state.value.tags}
          onSaved={afterSave}
          onStale={results.reload}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}
