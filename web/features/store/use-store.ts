import { startTransition, useCallback, useEffect, useRef, useState } from "react"
import type { Catalog } from "#contract/catalog.ts"
import type { Language } from "#core/domain/language.ts"
import type { Answer } from "../../lib/api/answer.ts"
import { getCatalog } from "../../lib/api/get-catalog.ts"
import { useTranslation } from "../../lib/use-translation.ts"
import { syncBag } from "./state/bag.ts"
import { readSavedCatalog, saveCatalog } from "./state/saved-catalog.ts"

/** Why the catalogue on screen is the one last seen here rather than the server's: offline, or the server failed. */
export interface Staleness {
  readonly savedAt: string
  readonly isOffline: boolean
}

/**
 * The catalogue as a page holds it: on its way, there (the server's, or the one last seen on this
 * device, `stale`), or not reachable with none seen before.
 */
export type CatalogState =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly catalog: Catalog; readonly stale: Staleness | null }
  | { readonly status: "failed"; readonly isOffline: boolean }

/**
 * Loads the catalogue for this user (their packs' states), keeps it on the device, and brings the
 * bag in line with it and with the server; again when the user changes (signing in merges the
 * device's bag). Out of reach, the catalogue last seen here stands in. `reload` retries.
 */
export const useStore = (userId: string | null, isSessionKnown: boolean) => {
  const [state, setState] = useState<CatalogState>({ status: "loading" })
  const [attempt, setAttempt] = useState(0)
  /**
   * The catalogue asked for while the session is checked, beside that check rather than after it:
   * the server answers for the session the request carries, whoever it turns out to be, so the
   * first load takes this answer instead of asking again (a store opened from its link shows its
   * packs one round trip sooner).
   */
  const early = useRef<Promise<Answer<Catalog>> | undefined>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger: reload() bumps it to fetch the catalogue again
  useEffect(() => {
    if (!isSessionKnown) {
      early.current ??= getCatalog()
      return
    }
    let isCurrent = true
    const asked = early.current ?? getCatalog()
    early.current = undefined
    void (async () => {
      const result = await asked
      if (!isCurrent) return
      // Drawing every pack card is the store's longest piece of work: as a transition, React draws
      // them in slices and the page answers taps meanwhile.
      if (result.ok) {
        startTransition(() => setState({ status: "ready", catalog: result.value, stale: null }))
        void saveCatalog(userId, result.value)
      } else {
        const isOffline = result.failure.status === 0
        const saved = await readSavedCatalog(userId)
        if (!isCurrent) return
        startTransition(() =>
          setState(saved === null ? { status: "failed", isOffline } : { status: "ready", catalog: saved.catalog, stale: { savedAt: saved.savedAt, isOffline } })
        )
      }
      await syncBag(userId, result.ok ? result.value : null)
    })()
    return () => {
      isCurrent = false
    }
  }, [userId, isSessionKnown, attempt])

  // Back online, the server's catalogue replaces the one last seen here.
  useEffect(() => {
    const readAgain = () => setAttempt((n) => n + 1)
    window.addEventListener("online", readAgain)
    return () => window.removeEventListener("online", readAgain)
  }, [])

  const reload = useCallback(() => {
    setState({ status: "loading" })
    setAttempt((n) => n + 1)
  }, [])

  return { state, reload }
}

/** The language the texts are shown in now (names and prices follow it). */
export const useLanguage = (): Language => {
  const { i18n } = useTranslation()
  return i18n.language === "en" ? "en" : "fr"
}
