import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import type { Language } from "../../../core/domain/language.ts"
import { getCatalog } from "../../lib/api/get-catalog.ts"
import type { Catalog } from "../../lib/catalog.ts"
import { syncBag } from "./state/bag.ts"

/** The catalogue as a page holds it: on its way, there, or not reachable (offline, or the server failed). */
export type CatalogState =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly catalog: Catalog }
  | { readonly status: "failed"; readonly isOffline: boolean }

/**
 * Loads the catalogue for this user (their packs' states) and brings the bag in line with it and with
 * the server; again when the user changes (signing in merges the device's bag). `reload` retries.
 */
export const useStore = (userId: string | null, isSessionKnown: boolean) => {
  const [state, setState] = useState<CatalogState>({ status: "loading" })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger: reload() bumps it to fetch the catalogue again
  useEffect(() => {
    if (!isSessionKnown) return
    let isCurrent = true
    void (async () => {
      const result = await getCatalog()
      if (!isCurrent) return
      setState(result.ok ? { status: "ready", catalog: result.catalog } : { status: "failed", isOffline: result.failure.status === 0 })
      await syncBag(userId, result.ok ? result.catalog : null)
    })()
    return () => {
      isCurrent = false
    }
  }, [userId, isSessionKnown, attempt])

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
