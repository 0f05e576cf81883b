import { del, get, getMany, set, values } from "idb-keyval"
import { cursorAfter, cursorText } from "#core/history/history-page.ts"
import { localStore } from "#web/lib/local-db.ts"
import { oneAtATime } from "#web/lib/one-at-a-time.ts"
import type { LocalGames } from "../session/ports.ts"
import { SavedHistory } from "./history-records.ts"
import { isKnownAs } from "./local-game-id.ts"
import { quietly } from "./local-packs.ts"
import { decodeOr, GameProfile, LocalGame, PlayableChallenge } from "./records.ts"

/**
 * The game's side of the local database (spec §3, web/lib/local-db.ts): games in `gameState`, the
 * user's packs in `packs` and their challenges in `challenges`, the profile and the last set-up in
 * `userProgress` (the packs and the last set-up: local-packs.ts). Reads decode, so a foreign or outdated record reads as nothing; a storage that
 * refuses (private mode, full disk) reads as nothing and writes are skipped.
 */

const decodeGame = decodeOr(LocalGame)
const decodeProfile = decodeOr(GameProfile)
const decodeChallenge = decodeOr(PlayableChallenge)

/** Every game this device keeps for `owner`, oldest first. */
export const listLocalGames = (owner: string): Promise<ReadonlyArray<LocalGame>> =>
  quietly(async () => {
    const all = (await values(localStore("gameState"))).map(decodeGame)
    return all.filter((record): record is LocalGame => record !== undefined && record.owner === owner).sort((a, b) => a.createdAt - b.createdAt)
  }, [])

/** The game known on this device by `id` (its offline id or the server's). */
export const findLocalGame = async (id: string, owner: string): Promise<LocalGame | undefined> => {
  const direct = await quietly(async () => decodeGame(await get(id, localStore("gameState"))), undefined)
  if (direct !== undefined) return direct.owner === owner ? direct : undefined
  return (await listLocalGames(owner)).find((record) => isKnownAs(record, id))
}

const writeGame = (record: LocalGame): Promise<void> => quietly(() => set(record.id, record, localStore("gameState")), undefined)

/** Forgets a game on this device. */
export const deleteLocalGame = (id: string): Promise<void> => quietly(() => del(id, localStore("gameState")), undefined)

/** Runs read-modify-write steps on the local games one at a time in this tab. */
export const serially = oneAtATime()

/** The local games as the replay reads and updates them (web/features/game/session/sync.ts). */
export const localGames: LocalGames = {
  read: async (id) => quietly(async () => decodeGame(await get(id, localStore("gameState"))), undefined),
  update: (id, change) =>
    serially(async () => {
      const latest = await quietly(async () => decodeGame(await get(id, localStore("gameState"))), undefined)
      const next = change(latest)
      if (next === undefined) await deleteLocalGame(id)
      else await writeGame(next)
      return next
    })
}

/** Keeps a game (in this tab's order of writes). */
export const saveLocalGame = (record: LocalGame): Promise<void> => serially(() => writeGame(record))

/** The profile last read from the server (or changed here offline). */
export const readSavedProfile = (userId: string): Promise<GameProfile | undefined> =>
  quietly(async () => decodeProfile(await get(`profile:${userId}`, localStore("userProgress"))), undefined)

export const saveProfile = (profile: GameProfile): Promise<void> => quietly(() => set(`profile:${profile.id}`, profile, localStore("userProgress")), undefined)

/** The challenges with these ids this device knows, by id. */
export const readChallenges = (ids: ReadonlyArray<string>): Promise<ReadonlyMap<string, PlayableChallenge>> =>
  quietly(async () => {
    const found = await getMany([...ids], localStore("challenges"))
    const map = new Map<string, PlayableChallenge>()
    found.forEach((value, index) => {
      const challenge = decodeChallenge(value)
      if (challenge !== undefined) map.set(ids[index] as string, challenge)
    })
    return map
  }, new Map())

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
