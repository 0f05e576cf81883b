import type { LocalGameStore } from "#web/features/game/session/ports.ts"
import { isKnownAs } from "#web/features/game/state/local-game-id.ts"
import type { GameProfile, LastSetup, LocalGame } from "#web/features/game/state/records.ts"
import { memoryGames } from "./local-games.ts"

/** The game session's local store in memory: the games (`map`), the profiles and the last set-ups it was given. */
export const memoryGameStore = (...records: ReadonlyArray<LocalGame>) => {
  const { games, map } = memoryGames(...records)
  const profiles = new Map<string, GameProfile>()
  const setups = new Map<string, LastSetup>()
  const list = (owner: string) => Promise.resolve([...map.values()].filter((record) => record.owner === owner).sort((a, b) => a.createdAt - b.createdAt))
  const store: LocalGameStore = {
    ...games,
    list,
    find: async (id, owner) => (await list(owner)).find((record) => isKnownAs(record, id)),
    save: (record) => {
      map.set(record.id, record)
      return Promise.resolve()
    },
    remove: (id) => {
      map.delete(id)
      return Promise.resolve()
    },
    readProfile: (userId) => Promise.resolve(profiles.get(userId)),
    saveProfile: (profile) => {
      profiles.set(profile.id, profile)
      return Promise.resolve()
    },
    saveLastSetup: (owner, setup) => {
      setups.set(owner, setup)
      return Promise.resolve()
    }
  }
  return { store, map, profiles, setups }
}
