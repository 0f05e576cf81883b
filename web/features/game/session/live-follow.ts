import type { Game } from "#core/game/game.ts"
import type { Clock, GameServer, LiveFeed, Timer } from "./ports.ts"

/** How long after a broken stream it is opened again. */
export const liveReconnectMs = 3_000

/**
 * Follows the server's live stream of one game at a time, so each state another device or tab makes
 * arrives within a second (`take`). When the stream breaks, the server is asked why: a game gone (404)
 * or no longer the player's (403) is reported (`gone`) and not followed again; otherwise its current
 * state is taken and the stream opened again `liveReconnectMs` later. A stream that breaks once the
 * game can no longer change (`isSettled`: finished, past its undo window; the server closes it) is let go.
 */
export const createLiveFollow = ({
  feed,
  server,
  clock,
  take,
  isSettled,
  gone
}: {
  readonly feed: LiveFeed
  readonly server: Pick<GameServer, "get">
  readonly clock: Clock
  /** A state of the game kept on this device as `recordId`. */
  readonly take: (recordId: string, game: Game) => void
  readonly isSettled: (serverId: string) => boolean
  readonly gone: (serverId: string, problem: "not-found" | "forbidden") => void
}) => {
  let live: { readonly id: string; readonly close: () => void } | null = null

  /** Stops following the stream followed, if any. */
  const stop = (): void => {
    live?.close()
    live = null
  }

  /** Follows the stream of the game `serverId` (kept here as `recordId`) instead of any other; nothing when it is followed already. */
  const follow = (recordId: string, serverId: string): void => {
    if (live?.id === serverId) return
    stop()
    let closeFeed: (() => void) | undefined
    let retry: Timer | undefined
    let isClosed = false
    const open = () => {
      if (isClosed) return
      closeFeed = feed.open(serverId, {
        game: (game) => {
          if (game.id === serverId) take(recordId, game)
        },
        error: () => {
          if (isSettled(serverId)) return
          void server.get(serverId).then((answer) => {
            if (isClosed) return
            if (!answer.ok && (answer.failure.status === 404 || answer.failure.status === 403)) {
              gone(serverId, answer.failure.status === 403 ? "forbidden" : "not-found")
              return
            }
            if (answer.ok) take(recordId, answer.value)
            retry = clock.setTimeout(open, liveReconnectMs)
          })
        }
      })
    }
    open()
    live = {
      id: serverId,
      close: () => {
        isClosed = true
        clock.clearTimeout(retry)
        closeFeed?.()
      }
    }
  }

  return { follow, stop }
}

/** The live follow of the game on screen (`createLiveFollow`). */
export type LiveFollow = ReturnType<typeof createLiveFollow>
