import { Effect, Exit, Fiber, Scope, Stream } from "effect"
import type { Context } from "hono"
import type { Refusal } from "#contract/refusal.ts"
import { liveStreamLimits } from "#core/game/live-streams.ts"
import type { ApiEnv, ApiServices, AppDeps } from "../api-env.ts"
import { makeRun } from "../handle.ts"
import { nodeBindingsOf } from "../middleware/node-bindings.ts"
import { eventBlock, eventStream, versionedEvents } from "./versioned-events.ts"

/**
 * The streams to end when a server's `stopping` signal fires: one listener on the signal for them
 * all. An AbortSignal's own listeners are a list that each add and remove walks, which ten
 * thousand streams opening and closing turn into a quadratic cost.
 */
const toStop = new WeakMap<AbortSignal, Set<() => void>>()
const onStopping = (signal: AbortSignal | undefined, stop: () => void): (() => void) => {
  if (signal === undefined) return () => undefined
  if (signal.aborted) {
    stop()
    return () => undefined
  }
  let stops = toStop.get(signal)
  if (stops === undefined) {
    const all = new Set<() => void>()
    stops = all
    toStop.set(signal, all)
    signal.addEventListener(
      "abort",
      () => {
        for (const each of all) each()
        all.clear()
      },
      { once: true }
    )
  }
  const registered = stops
  registered.add(stop)
  return () => void registered.delete(stop)
}

/**
 * What a live stream follows: a state now, and every state stored after, as a stream or (for the
 * many streams of a gym night, where a fiber per stream counts) through plain functions until the
 * stream's scope closes, `onEnd` once there will be no more.
 */
export type Followed<T> = { readonly current: T } & (
  | { readonly updates: Stream.Stream<T> }
  | { readonly listen: (onState: (state: T) => void, onEnd: () => void) => Effect.Effect<void, never, Scope.Scope> }
)

/** What runs beside a live stream may do: end it with a last event of its own (`closed`, `refused`, its data `{}`). */
export interface BesideStream {
  readonly endWith: (eventName: string) => void
}

const headers = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache",
  Connection: "keep-alive",
  // Tells @hono/node-server to send the headers at once rather than read ahead for a length.
  "Transfer-Encoding": "chunked"
}
const heartbeatBlock = new TextEncoder().encode(": heartbeat\n\n")

/**
 * Serves what `follow` opens as Server-Sent Events, under the rules every live stream of the app
 * keeps (core/game/live-streams.ts), the owner's and a watch link's alike: the places `follow` holds
 * in its scope are given back when the stream ends (a refusal to hold one is answered as such, 429
 * with Retry-After); the browser is told first how soon to reconnect (SSE's retry field); a heartbeat
 * keeps the connection busy; the stream counts in the live-streams metric; it ends when the browser
 * leaves or leaves too much unread, when the updates end (the game deleted or ended), at its
 * lifetime, or at once when the server starts stopping, with a spread-out reconnection delay.
 * `alongside` runs beside it (a watcher's check that the link still opens the game) and may end it
 * early; it returns its cleanup. The states are written as plain calls (versioned-events.ts).
 */
export const serveLiveStream = async <T extends { readonly version: number }, F extends Followed<T>>(
  c: Context<ApiEnv>,
  deps: AppDeps,
  follow: Effect.Effect<F, Refusal, ApiServices | Scope.Scope>,
  alongside?: (followed: F, stream: BesideStream) => () => void,
  options: { readonly eventName?: string; readonly toEvent?: (state: T) => unknown } = {}
): Promise<Response> => {
  const heartbeatMs = (deps.heartbeatSeconds ?? 15) * 1000
  const lifetimeMs = deps.liveStreamSeconds === undefined ? liveStreamLimits.lifetimeMs : deps.liveStreamSeconds * 1000
  const scope = Effect.runSync(Scope.make())
  // Not on the API's runtime either: a stream that ends after the runtime is disposed (a stop, a
  // test's end) still gives back what it held, and its polls stop instead of reading a closed store.
  // The finalizers need no service: each is a closure over what it frees (acquireReleasePlain), or
  // carries the services it was acquired with (Effect.acquireRelease).
  const release = () => Effect.runPromise(Scope.close(scope, Exit.void))
  const followed = await makeRun(deps.runtime)(Scope.extend(follow, scope)).catch(async (error: unknown) => {
    await release()
    throw error
  })
  const stream = eventStream(() => nodeBindingsOf(c.env)?.outgoing.destroy())
  const events = versionedEvents<T>(stream, options.eventName, options.toEvent)
  // A block with only a retry field dispatches no event: it tells EventSource how soon to come back.
  stream.write(`retry: ${liveStreamLimits.retryMs}\n\n`)
  const ending = (async () => {
    // Subscribe before sending the first state, so no update between the two is lost;
    // versions only grow, so a state met twice is sent once.
    const following =
      "updates" in followed ? deps.runtime.runFork(Stream.runForEach(followed.updates, (state) => Effect.sync(() => events.send(state)))) : undefined
    let updatesEnded: () => void = () => undefined
    const noMoreUpdates =
      following !== undefined
        ? // Observed, not awaited by a fiber of its own: one fiber less per open stream.
          new Promise<void>((resolve) => following.addObserver(() => resolve()))
        : new Promise<void>((resolve) => {
            updatesEnded = resolve
          })
    if ("listen" in followed)
      await deps.runtime.runPromise(
        Scope.extend(
          followed.listen(events.send, () => updatesEnded()),
          scope
        )
      )
    const heartbeat = setInterval(() => stream.write(heartbeatBlock), heartbeatMs)
    deps.metrics?.streamOpened()
    // A stopping server ends its streams with a reconnection delay (SSE's retry field), spread so
    // that every phone does not come back to the other servers at the same instant.
    const stopListened = onStopping(deps.stopping, () => {
      stream.write(`retry: ${1_000 + Math.floor(Math.random() * 2_000)}\n\n`)
      stream.end()
    })
    const endAlongside = alongside?.(followed, {
      endWith: (eventName) => {
        stream.write(eventBlock(eventName, "{}"))
        stream.end()
      }
    })
    let lifetime: ReturnType<typeof setTimeout> | undefined
    try {
      events.send(followed.current)
      await Promise.race([
        stream.ended,
        noMoreUpdates,
        new Promise<void>((resolve) => {
          lifetime = setTimeout(resolve, lifetimeMs)
        })
      ])
    } finally {
      stream.end()
      endAlongside?.()
      stopListened()
      deps.metrics?.streamClosed()
      clearInterval(heartbeat)
      clearTimeout(lifetime)
      // Not on the API's runtime: a stream closed by the server's stop ends after that runtime is disposed
      // (and with it the places it held).
      if (following !== undefined) await Effect.runPromise(Fiber.interrupt(following)).catch(() => undefined)
      await release().catch(() => undefined)
    }
  })()
  // As Hono's SSE helper does with a failed stream: said on the console, and the stream ended.
  ending.catch((error: unknown) => {
    console.error(error)
    stream.end()
    void release().catch(() => undefined)
  })
  return c.body(stream.body, 200, headers)
}
