import { signal } from "@preact/signals-react"
import type { Game } from "#core/game/game.ts"
import { getPlayablePacks } from "../api/get-playable-packs.ts"
import { getShippedPacks } from "../api/get-shipped-packs.ts"
import { readSavedPacks, savePacks } from "./local-packs.ts"
import type { GameProfile, LocalGame, PlayablePacks } from "./records.ts"

/**
 * What the game pages show, and the loading of the user's packs: the light half of the game, with
 * neither the engine nor Effect, so the pregame shows its packs before they arrive. The game session
 * (../session/game-session.ts) fills the rest of these signals and does everything else.
 */
/** How long a load started early stays good for the page's first ask. */
const earlyLoadFreshMs = 10_000

export const createGameState = () => {
  /** The profile as the game reads it: the server's, or this device's copy. */
  const gameProfile = signal<GameProfile | null>(null)
  /** The user's packs for a game: the server's, or this device's copy; null until known. */
  const playablePacks = signal<PlayablePacks | null>(null)
  /** True once the packs were asked for and neither the server nor the device had them. */
  const arePacksMissing = signal(false)
  /** The game on screen. */
  const activeGame = signal<LocalGame | null>(null)
  /** What happened to the game on screen that takes the player elsewhere. */
  const activeGameProblem = signal<"not-found" | "forbidden" | "refused" | null>(null)
  /** A finished game already closed on the server (shown from the profile's pastGame after a reload). */
  const closedGame = signal<Game | null>(null)
  /** True while changes wait for the server (offline, or a bad connection). */
  const isWaitingForServer = signal(false)

  const fetchPacks = async (owner: string): Promise<void> => {
    // The server is asked at once; this device's copy shows meanwhile.
    const asked = getPlayablePacks()
    if (playablePacks.value === null) {
      const saved = await readSavedPacks(owner)
      if (saved !== undefined && playablePacks.value === null) playablePacks.value = saved
    }
    const answer = await asked
    if (answer.ok) {
      playablePacks.value = answer.value
      arePacksMissing.value = false
      await savePacks(owner, answer.value)
    } else if (playablePacks.value === null) {
      const shipped = await getShippedPacks()
      if (shipped !== undefined && playablePacks.value === null) playablePacks.value = shipped
      else arePacksMissing.value = playablePacks.value === null
    }
  }

  /** A load started before a page asked (`loadPacksEarly`), not yet taken by one. */
  let early: { readonly owner: string; readonly at: number; readonly load: Promise<void> } | undefined

  /**
   * Loads the user's packs: this device's copy at once, then the server's (kept for offline games).
   * Out of reach with no copy yet (a new player offline), the free packs installed with the app. The
   * first call takes a load started early for the same user moments ago rather than asking again.
   */
  const loadPacks = (owner: string): Promise<void> => {
    const started = early
    early = undefined
    if (started !== undefined && started.owner === owner && Date.now() - started.at < earlyLoadFreshMs) return started.load
    return fetchPacks(owner)
  }

  /** Starts loading the user's packs before the page asks (while it renders): its first `loadPacks` takes this one. */
  const loadPacksEarly = (owner: string): void => {
    early = { owner, at: Date.now(), load: fetchPacks(owner) }
  }

  return { gameProfile, playablePacks, arePacksMissing, activeGame, activeGameProblem, closedGame, isWaitingForServer, loadPacks, loadPacksEarly }
}

/** What the game pages show (`createGameState`). */
export type GameState = ReturnType<typeof createGameState>
