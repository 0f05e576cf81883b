import { useCallback, useEffect, useRef, useState } from "react"
import type { FinishedGame } from "#core/history/finished-game.ts"
import { getHistory } from "../api/get-history.ts"
import { getHistoryStats } from "../api/get-history-stats.ts"
import type { HistoryStatsRecord } from "./history-records.ts"
import { readSavedHistory, saveHistory } from "./local-history.ts"

/** The history on screen and where it came from. */
export interface HistoryView {
  /** `loading`: first read under way; `live`: from the server; `saved`: the server is out of reach, the last copy shows; `failed`: neither. */
  readonly status: "loading" | "live" | "saved" | "failed"
  readonly games: ReadonlyArray<FinishedGame>
  readonly next: string | null
  readonly stats: HistoryStatsRecord | null
  /** When the copy on screen was read from the server (epoch ms), null before any. */
  readonly savedAt: number | null
  readonly isLoadingMore: boolean
  /** Why the last "show more" failed (offline or not), if it did. */
  readonly moreFailed: boolean
}

const initial: HistoryView = { status: "loading", games: [], next: null, stats: null, savedAt: null, isLoadingMore: false, moreFailed: false }

/**
 * The user's finished games (newest first, a page at a time) and statistics: the copy kept on this
 * device shows at once, the server's replaces it when it answers, and it is kept again for offline reading.
 */
export const useHistory = (userId: string | null) => {
  const [view, setView] = useState<HistoryView>(initial)
  const current = useRef(view)
  current.current = view

  const load = useCallback(async () => {
    if (userId === null) return
    setView((shown) => ({ ...shown, status: shown.games.length > 0 || shown.stats !== null ? shown.status : "loading" }))
    const saved = await readSavedHistory(userId)
    if (saved !== undefined)
      setView((shown) => (shown.status === "live" ? shown : { ...shown, games: saved.games, next: saved.next, stats: saved.stats, savedAt: saved.savedAt }))
    const [page, stats] = await Promise.all([getHistory(null), getHistoryStats()])
    if (page.ok && stats.ok) {
      const savedAt = Date.now()
      setView({ status: "live", games: page.value.games, next: page.value.next, stats: stats.value, savedAt, isLoadingMore: false, moreFailed: false })
      await saveHistory(userId, { games: page.value.games, next: page.value.next, stats: stats.value, savedAt })
      return
    }
    setView((shown) => ({ ...shown, status: saved === undefined ? "failed" : "saved" }))
  }, [userId])

  useEffect(() => {
    void load()
  }, [load])

  /** Reads the next page and adds it below. */
  const loadMore = useCallback(async () => {
    const shown = current.current
    if (userId === null || shown.next === null || shown.isLoadingMore) return
    setView({ ...shown, isLoadingMore: true, moreFailed: false })
    const page = await getHistory(shown.next)
    if (!page.ok) {
      setView((latest) => ({ ...latest, isLoadingMore: false, moreFailed: true }))
      return
    }
    const known = new Set(shown.games.map((game) => game.gameId))
    const games = [...shown.games, ...page.value.games.filter((game) => !known.has(game.gameId))]
    setView((latest) => ({ ...latest, games, next: page.value.next, isLoadingMore: false }))
    await saveHistory(userId, { games, next: page.value.next, stats: shown.stats, savedAt: shown.savedAt ?? Date.now() })
  }, [userId])

  return { view, reload: load, loadMore }
}
