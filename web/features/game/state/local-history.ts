import { get, set } from "idb-keyval"
import { cursorAfter, cursorText } from "#core/history/history-page.ts"
import { localStore } from "#web/lib/local-db.ts"
import { SavedHistory } from "./history-records.ts"
import { quietly } from "./local-packs.ts"
import { decodeOr } from "./records.ts"

/** The history's side of the local database (`userProgress`, key `history:<user id>`): the last copy read, for reading it offline. */

const decodeHistory = decodeOr(SavedHistory)

/** The history last read from the server, for reading it offline. */
export const readSavedHistory = (userId: string): Promise<SavedHistory | undefined> =>
  quietly(async () => decodeHistory(await get(`history:${userId}`, localStore("userProgress"))), undefined)

/** Keeps the history read so far: the newest `maxSavedHistoryGames` games, the next page starting after the last one kept. */
export const saveHistory = (userId: string, history: SavedHistory): Promise<void> => {
  const kept = history.games.slice(0, maxSavedHistoryGames)
  const last = kept.at(-1)
  const next = kept.length < history.games.length && last !== undefined ? cursorText(cursorAfter(last)) : history.next
  return quietly(() => set(`history:${userId}`, { ...history, games: kept, next }, localStore("userProgress")), undefined)
}

/** How many finished games this device keeps for offline reading. */
export const maxSavedHistoryGames = 200
