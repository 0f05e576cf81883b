import { Either } from "effect"
import { GameId } from "#core/domain/ids.ts"
import { endGame } from "#core/game/engine.ts"
import { isKnownAs, shownId } from "../state/local-game-id.ts"
import type { GameProfile, LocalGame } from "../state/records.ts"
import type { GameServer, LocalGameStore } from "./ports.ts"

/**
 * The player's game profile on this device (its current game, its last finished game, how many it
 * played): this device's copy at once, the server's once it answers, and the changes a game makes
 * here offline (started, ended, its end undone), each kept in the local store so the menu reads it
 * offline after a reload. `changed` hears every change (the session shows it).
 */
export const createProfileCache = ({
  store,
  server,
  changed
}: {
  readonly store: Pick<LocalGameStore, "list" | "readProfile" | "saveProfile">
  readonly server: Pick<GameServer, "profile">
  readonly changed: (profile: GameProfile | null) => void
}) => {
  let profile: GameProfile | null = null

  const show = (next: GameProfile | null) => {
    profile = next
    changed(next)
  }

  /** Shows `next` and keeps it on this device. */
  const keep = (next: GameProfile) => {
    show(next)
    void store.saveProfile(next)
  }

  const hasPendingChanges = async (owner: string): Promise<boolean> => (await store.list(owner)).some((record) => record.queue.length > 0)

  /**
   * Shows this device's copy of `owner`'s profile, unless theirs is shown already; without a copy (a new
   * device, a storage that refuses), `known`, the one the page read before the session came, if it is theirs.
   */
  const loadHere = async (owner: string, known: GameProfile | null = null): Promise<void> => {
    if (profile?.id !== owner) show((await store.readProfile(owner)) ?? (known?.id === owner ? known : null))
  }

  /** Loads the profile: this device's copy at once, then the server's (its game fields wait while local changes do). */
  const load = async (owner: string): Promise<void> => {
    await loadHere(owner)
    const answer = await server.profile()
    if (!answer.ok || answer.value.id !== owner) return
    const local = profile
    if (local !== null && (await hasPendingChanges(owner))) {
      keep({ ...answer.value, currentGameId: local.currentGameId, pastGame: local.pastGame, gamesPlayed: local.gamesPlayed })
    } else keep(answer.value)
  }

  /** The game `id` started here: it is the profile's current game. */
  const start = (id: string) => {
    if (profile !== null) keep({ ...profile, currentGameId: id })
  }

  /** The end of the game in the profile, at once, once per game (the server's profile replaces it once it has ended it there). */
  const end = (record: LocalGame) => {
    const before = profile
    if (before === null) return
    // Once per game, whichever id it had then (offline or the server's).
    if (before.pastGame !== null && isKnownAs(record, before.pastGame.id)) return
    const ended = endGame({ ...record.game, id: GameId.make(shownId(record)) }, before)
    if (Either.isRight(ended)) keep({ ...before, pastGame: ended.right.profile.pastGame, gamesPlayed: ended.right.profile.gamesPlayed, currentGameId: null })
  }

  /** The profile as it was before a game's last result ended it here, to put back if that result is undone. */
  const beforeEnd = new Map<string, GameProfile | null>()

  /** A result just ended the game here: the profile shows the end at once, and remembers how it was in case the result is undone. */
  const endUndoably = (record: LocalGame) => {
    beforeEnd.set(record.id, profile)
    end(record)
  }

  /** The result that ended the game was undone: the profile is as it was before. */
  const undoEnd = (id: string) => {
    const before = beforeEnd.get(id)
    if (before !== undefined && before !== null) keep(before)
  }

  return { current: () => profile, loadHere, load, keep, start, end, endUndoably, undoEnd }
}

/** The game profile on this device (`createProfileCache`). */
export type ProfileCache = ReturnType<typeof createProfileCache>
