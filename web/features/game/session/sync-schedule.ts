import type { Clock, Timer } from "./ports.ts"

/** How long the session waits before trying the server again when a replay found it out of reach. */
export const syncRetryMs = 10_000

/**
 * When the replay runs: on request, one run at a time (a request during a run asks for one more run
 * right after it, however many came), and again `retryMs` after a run that left something waiting.
 * `replay` runs everything that waits for the server and says whether something still waits; a replay
 * that fails is forgotten, and the next request runs again.
 */
export const createSyncSchedule = ({
  replay,
  clock,
  retryMs = syncRetryMs
}: {
  readonly replay: () => Promise<boolean>
  readonly clock: Clock
  readonly retryMs?: number
}) => {
  let run: Promise<void> | null = null
  let isRequestedAgain = false
  let retry: Timer | undefined

  const replayOnce = async (): Promise<void> => {
    const isWaiting = await replay()
    clock.clearTimeout(retry)
    if (isWaiting) retry = clock.setTimeout(request, retryMs)
  }

  /** Replays what waits for the server, now or right after the replay under way. */
  const request = (): void => {
    if (run !== null) {
      isRequestedAgain = true
      return
    }
    run = replayOnce()
      .catch(() => undefined)
      .finally(() => {
        run = null
        if (isRequestedAgain) {
          isRequestedAgain = false
          request()
        }
      })
  }

  return { request }
}

/** The replay's schedule (`createSyncSchedule`). */
export type SyncSchedule = ReturnType<typeof createSyncSchedule>
