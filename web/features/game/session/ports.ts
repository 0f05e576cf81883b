import type { Game, GameAction } from "#core/game/game.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import type { GameProfile, LastSetup, LocalGame, NewGameRequest } from "../state/records.ts"

/*
 * What the game session needs from the world, each passed in when it is created (web/app/game-session.ts
 * passes the browser's, browser-ports.ts; the tests pass fakes): the server, the local store, the live
 * feed, the clock and the sync lock.
 */

/**
 * The games API as the session calls it: each call answers the value, or why not (`Answer`, status 0
 * when the server could not be reached). The app's calls web/features/game/api/ (browser-ports.ts),
 * an in-memory server in tests (tests/support/fake-game-server.ts).
 */
export interface GameServer {
  /** Creates the game with the seed and start date the device used (`POST /api/games`). */
  readonly create: (request: NewGameRequest) => Promise<Answer<Game>>
  /** Sends one action taken at `at` on the version the server last acknowledged. */
  readonly act: (id: string, version: number, action: GameAction, at: number) => Promise<Answer<Game>>
  /** Closes a finished game into the profile. */
  readonly end: (id: string, version: number) => Promise<Answer<GameProfile>>
  /** A game the user owns: 404 when it does not exist, 403 when it is someone else's. */
  readonly get: (id: string) => Promise<Answer<Game>>
  /** The signed-in user's profile as the game reads it. */
  readonly profile: () => Promise<Answer<GameProfile>>
}

/** Where the device keeps its games as the replay (sync.ts) reads them; updates are read-modify-write steps, run one at a time. */
export interface LocalGames {
  readonly read: (id: string) => Promise<LocalGame | undefined>
  /** Applies `change` to the latest record (undefined: removed meanwhile) and keeps the result (undefined removes it). */
  readonly update: (id: string, change: (record: LocalGame | undefined) => LocalGame | undefined) => Promise<LocalGame | undefined>
}

/** A timer set with a `Clock`. */
export type Timer = ReturnType<typeof setTimeout>

/** The time, and timers: the browser's in the app, Vitest's fake timers in tests. */
export interface Clock {
  readonly now: () => number
  readonly setTimeout: (run: () => void, ms: number) => Timer
  /** Stops a timer; nothing when it already ran, was stopped, or is undefined. */
  readonly clearTimeout: (timer: Timer | undefined) => void
}

/** Runs a replay while no other tab of this app replays (the browser's Web Locks), or at once where there are none. */
export type SyncLock = (run: () => Promise<void>) => Promise<void>

/**
 * Where this device keeps its games, the profile and the last set-up (IndexedDB in the app). Reads of
 * what is missing or unreadable give nothing; `read` and `update` are the replay's (`LocalGames`).
 */
export interface LocalGameStore extends LocalGames {
  /** Every game this device keeps for `owner`, oldest first. */
  readonly list: (owner: string) => Promise<ReadonlyArray<LocalGame>>
  /** The game known on this device by `id` (its offline id or the server's), if `owner`'s. */
  readonly find: (id: string, owner: string) => Promise<LocalGame | undefined>
  /** Keeps a game (in this tab's order of writes). */
  readonly save: (record: LocalGame) => Promise<void>
  /** Forgets a game. */
  readonly remove: (id: string) => Promise<void>
  /** The profile last read from the server (or changed here offline). */
  readonly readProfile: (userId: string) => Promise<GameProfile | undefined>
  /** Keeps the profile, for reading it offline. */
  readonly saveProfile: (profile: GameProfile) => Promise<void>
  /** Keeps the set-up of the game just started, for the next one's creation screen. */
  readonly saveLastSetup: (owner: string, setup: LastSetup) => Promise<void>
}

/** What a live stream tells its follower. */
export interface LiveListener {
  /** A state of the game, as the server sent it (one it could not read is skipped). */
  readonly game: (game: Game) => void
  /** The stream broke; it is closed, and opened again only by a new `open`. */
  readonly error: () => void
}

/** The server's live stream of each game (`GET /api/games/:id/events` in the app). */
export interface LiveFeed {
  /** Opens the stream of the game `serverId`; returns how to close it. */
  readonly open: (serverId: string, listener: LiveListener) => () => void
}
