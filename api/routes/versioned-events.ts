/**
 * A live stream's body: Server-Sent Events blocks, queued for the client in the order they are
 * written. A write is a plain call, not a promise: a gym night hands one state to thousands of
 * streams, each of which would otherwise chain a promise and a transform stream's turn per state.
 */
export interface EventStream {
  /** The response's body. */
  readonly body: ReadableStream<Uint8Array>
  /** Queues a block (text ending in a blank line) unless the stream has ended; a client that has left too much unread is let go, its connection cut (it reconnects to the state then current). */
  readonly write: (block: string | Uint8Array) => void
  /** Ends the stream: what is queued is still read, nothing more is written. */
  readonly end: () => void
  /** Resolves once the stream has ended: the client gone, let go, or `end` called. */
  readonly ended: Promise<void>
}

/**
 * What a client may leave unread before its stream is let go: a phone asleep or a connection gone
 * silent keeps its socket's buffers full, and every state after would pile up here. A state is a
 * few kilobytes; EventSource reconnects after `retry` and is sent the state then current.
 */
export const maxUnreadBytes = 256 * 1024

const encoder = new TextEncoder()

/** A new live stream's body (see EventStream); `onLetGo` cuts the connection of a client let go for what it left unread. */
export const eventStream = (onLetGo: () => void = () => undefined): EventStream => {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  let isOpen = true
  let markEnded: () => void = () => undefined
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve
  })
  const end = () => {
    if (!isOpen) return
    isOpen = false
    controller?.close()
    markEnded()
  }
  const body = new ReadableStream<Uint8Array>(
    {
      start: (opened) => {
        controller = opened
      },
      // The client left (@hono/node-server cancels the body when the connection closes).
      cancel: () => {
        isOpen = false
        markEnded()
      }
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 })
  )
  return {
    body,
    write: (block) => {
      if (!isOpen || controller === undefined) return
      if ((controller.desiredSize ?? 0) < -maxUnreadBytes) {
        // Ended, and its connection cut: what it has not read would never drain, and its buffers stay full.
        end()
        onLetGo()
        return
      }
      controller.enqueue(typeof block === "string" ? encoder.encode(block) : block)
    },
    end,
    ended
  }
}

/** An SSE block: its event name, its data on one line (JSON has no line breaks), its id when it has one. */
export const eventBlock = (eventName: string, data: string, id?: number): string =>
  `event: ${eventName}\ndata: ${data}\n${id === undefined ? "" : `id: ${id}\n`}\n`

/**
 * The block of a state under an event name, made once for every stream it goes to: the states the
 * streams of one game or one screen share are one object. An event name's data is one function of
 * its state (`toEvent` is the same wherever that name is sent).
 */
const blocks = new Map<string, WeakMap<object, Uint8Array>>()
const blockOf = <T extends { readonly version: number }>(eventName: string, state: T, toEvent: (state: T) => unknown): Uint8Array => {
  let ofName = blocks.get(eventName)
  if (ofName === undefined) {
    ofName = new WeakMap()
    blocks.set(eventName, ofName)
  }
  const known = ofName.get(state)
  if (known !== undefined) return known
  const block = encoder.encode(eventBlock(eventName, JSON.stringify(toEvent(state)), state.version))
  ofName.set(state, block)
  return block
}

/**
 * A live stream's writer of versioned states: each state goes out in the order it was sent, and only
 * when newer than the last one written, so a state that arrives late or twice (a gym night's link
 * checks hand every watcher the state it already has, every few seconds) is never shown over a newer one.
 */
export const versionedEvents = <T extends { readonly version: number }>(
  stream: EventStream,
  eventName = "game",
  toEvent: (state: T) => unknown = (state) => state
): { readonly send: (state: T) => void } => {
  let lastWritten = -1
  return {
    send: (state) => {
      if (state.version <= lastWritten) return
      lastWritten = state.version
      stream.write(blockOf(eventName, state, toEvent))
    }
  }
}
