import { del, get, getMany, set, values } from "idb-keyval"
import { localStore } from "#web/lib/local-db.ts"
import { oneAtATime } from "#web/lib/one-at-a-time.ts"
import type { LocalGames } from "../session/ports.ts"
import { isKnownAs } from "./local-game-id.ts"
import { quietly } from "./local-packs.ts"
import { readGameProfile, readLocalGame } from "./read-game-records.ts"
import { readPlayableChallenge } from "./read-playable-packs.ts"
import type { GameProfile, LocalGame, PlayableChallenge } from "./records.ts"

/**
 * The game's side of the local database (spec §3, web/lib/local-db.ts): games in `gameState`, the
 * user's packs in `packs` and their challenges in `challenges`, the profile and the last set-up in
 * `userProgress` (the packs and the last set-up: local-packs.ts; the history: local-history.ts). Reads
 * decode, without Schema (read-game-records.ts, so the game menu reads them before the engine arrives):
 * a foreign or outdated record reads as nothing. A storage that refuses (private mode, full disk) reads
 * as nothing and writes are skipped.
 */

/** Every game this device keeps for `owner`, oldest first. */
export const listLocalGames = (owner: string): Promise<ReadonlyArray<LocalGame>> =>
  quietly(async () => {
    const all = (await values(localStore("gameState"))).map(readLocalGame)
    return all.filter((record): record is LocalGame => record !== undefined && record.owner === owner).sort((a, b) => a.createdAt - b.createdAt)
  }, [])

/** The game known on this device by `id` (its offline id or the server's). */
export const findLocalGame = async (id: string, owner: string): Promise<LocalGame | undefined> => {
  const direct = await quietly(async () => readLocalGame(await get(id, localStore("gameState"))), undefined)
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
  read: async (id) => quietly(async () => readLocalGame(await get(id, localStore("gameState"))), undefined),
  update: (id, change) =>
    serially(async () => {
      const latest = await quietly(async () => readLocalGame(await get(id, localStore("gameState"))), undefined)
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
  quietly(async () => readGameProfile(await get(`profile:${userId}`, localStore("userProgress"))), undefined)

export const saveProfile = (profile: GameProfile): Promise<void> => quietly(() => set(`profile:${profile.id}`, profile, localStore("userProgress")), undefined)

/** The challenges with these ids this device knows, by id. */
export const readChallenges = (ids: ReadonlyArray<string>): Promise<ReadonlyMap<string, PlayableChallenge>> =>
  quietly(async () => {
    const found = await getMany([...ids], localStore("challenges"))
    const map = new Map<string, PlayableChallenge>()
    found.forEach((value, index) => {
      const challenge = readPlayableChallenge(value)
      if (challenge !== undefined) map.set(ids[index] as string, challenge)
    })
    return map
  }, new Map())
