import type { MiddlewareHandler } from "hono"
import type { UserId } from "#core/domain/ids.ts"
import type { ApiEnv } from "../api-env.ts"
import { sessionOf } from "./session-cookie.ts"

/** One open live stream, and the session it was opened with. */
interface OpenStream {
  readonly tokenHash: string
  readonly userId: UserId
  readonly close: () => void
}

/**
 * The live streams (Server-Sent Events) open in this process, by the session that opened them, so
 * that a stream ends with its session: at sign-out, a password reset, an e-mail change, or when the
 * session is found ended (expired, or signed out on another server) at the next check.
 */
export interface LiveStreams {
  /** Closes the user's streams whose session is no longer live. */
  readonly recheck: (userId: UserId) => Promise<void>
  /** How many streams are open (for tests and logs). */
  readonly count: () => number
  /** The middleware that ties every event-stream answer to its session. */
  readonly tieToSession: (checkEveryMs?: number) => MiddlewareHandler<ApiEnv>
}

/** The registry, with `isLive` telling whether a stored session (by its token hash) still stands. */
export const makeLiveStreams = (isLive: (tokenHash: string) => Promise<boolean>): LiveStreams => {
  const open = new Set<OpenStream>()

  const closeDead = async (streams: ReadonlyArray<OpenStream>) => {
    const live = new Map<string, boolean>()
    for (const stream of streams) {
      if (!live.has(stream.tokenHash)) live.set(stream.tokenHash, await isLive(stream.tokenHash))
      if (live.get(stream.tokenHash) === false) stream.close()
    }
  }

  return {
    recheck: (userId) => closeDead([...open].filter((stream) => stream.userId === userId)),
    count: () => open.size,
    tieToSession:
      (checkEveryMs = 60_000) =>
      async (c, next) => {
        await next()
        const session = sessionOf(c)
        const body = c.res.body
        if (session === undefined || body === null || !(c.res.headers.get("content-type") ?? "").startsWith("text/event-stream")) return
        const reader = body.getReader()
        let timer: ReturnType<typeof setInterval> | undefined
        let entry: OpenStream | undefined
        let isClosed = false
        const forget = () => {
          if (timer !== undefined) clearInterval(timer)
          if (entry !== undefined) open.delete(entry)
        }
        // Reading through this wrapper lets the server end the stream: cancelling the handler's own
        // stream aborts it, which stops its subscription and heartbeat.
        const tied = new ReadableStream<Uint8Array>({
          start: (controller) => {
            entry = {
              tokenHash: session.tokenHash,
              userId: session.userId,
              close: () => {
                forget()
                void reader.cancel("session ended").catch(() => undefined)
                if (!isClosed) controller.close()
                isClosed = true
              }
            }
            open.add(entry)
            timer = setInterval(() => void closeDead(entry === undefined ? [] : [entry]), checkEveryMs)
            timer.unref()
          },
          pull: async (controller) => {
            const { done, value } = await reader.read()
            if (isClosed) return
            if (done) {
              forget()
              isClosed = true
              controller.close()
            } else controller.enqueue(value)
          },
          cancel: (reason) => {
            isClosed = true
            forget()
            return reader.cancel(reason)
          }
        })
        c.res = new Response(tied, c.res)
      }
  }
}
