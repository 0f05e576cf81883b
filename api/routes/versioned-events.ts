import type { SSEStreamingApi } from "hono/streaming"

/** The writes of one live stream, in order: versioned states, and any other block queued after them. */
export interface VersionedEvents<T> {
  /** Queues `state` as a `game` event (or `eventName`'s, its data `toEvent(state)`; its version as the event id), written only when newer than the last one written. */
  readonly send: (state: T) => Promise<void>
  /** Queues another write after those already queued; a failed write is let go. */
  readonly queue: (write: () => Promise<unknown>) => Promise<void>
  /** Resolves once everything queued so far is written (or given up). */
  readonly written: () => Promise<void>
}

/** A state's event data as JSON, encoded once for every stream it goes to (the states the streams of one game or one screen share are one object). */
const encoded = new WeakMap<object, string>()
const encode = (data: unknown): string => {
  if (typeof data !== "object" || data === null) return JSON.stringify(data)
  const known = encoded.get(data)
  if (known !== undefined) return known
  const text = JSON.stringify(data)
  encoded.set(data, text)
  return text
}

/**
 * A live stream's writer of versioned states: each state goes out in the order it was sent, and
 * only when newer than the last one written, so a state that arrives late or twice is never shown
 * over a newer one. Nothing is written once the client has gone; a failed write ends nothing else.
 */
export const versionedEvents = <T extends { readonly version: number }>(
  sse: SSEStreamingApi,
  eventName = "game",
  toEvent: (state: T) => unknown = (state) => state
): VersionedEvents<T> => {
  // The newest version queued: a state no newer is dropped at once, without a turn of the queue (a
  // gym night's link checks hand every watcher the state it already has, every few seconds), so the
  // versions written only grow.
  let lastQueued = -1
  let writing = Promise.resolve()
  const queue = (write: () => Promise<unknown>) => {
    writing = writing.then(async () => void (await write())).catch(() => undefined)
    return writing
  }
  return {
    send: (state) => {
      if (state.version <= lastQueued) return writing
      lastQueued = state.version
      return queue(async () => {
        if (sse.aborted || sse.closed) return
        await sse.writeSSE({ event: eventName, id: String(state.version), data: encode(toEvent(state)) })
      })
    },
    queue,
    written: () => writing
  }
}
