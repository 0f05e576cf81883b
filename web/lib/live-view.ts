/** A view a capability link opens now (`GET`): the view, or why there is none (refused: the link opens nothing). */
export type LiveAnswer<V> = { readonly ok: true; readonly view: V } | { readonly ok: false; readonly isRefused: boolean }

/** How a page follows a view over a live stream (Server-Sent Events), and what it is told. */
export interface LiveFollow<V> {
  /** The stream's address. */
  readonly url: string
  /** The name of the events whose data is a whole view. */
  readonly eventName: string
  /** The name of the event the server sends, before it ends the stream, when the link opens nothing any more. */
  readonly endEventName: string
  /** Decodes an event's data (or an answer's) into a view; undefined when it does not decode. */
  readonly read: (data: unknown) => V | undefined
  /** Asks for the view now, to learn why the stream dropped. */
  readonly fetchNow: () => Promise<LiveAnswer<V>>
  readonly onView: (view: V) => void
  /** The stream said `endEventName`. */
  readonly onEnd: () => void
  /** The link was refused when asked after a drop. */
  readonly onRefused: () => void
  /** A view after which nothing more will come (a finished game): the stream is closed on it. */
  readonly isFinal?: (view: V) => boolean
  /** How long to wait before opening the stream again after a drop. */
  readonly retryMs?: number
}

const parsed = (data: string): unknown => {
  try {
    return JSON.parse(data)
  } catch {
    return undefined
  }
}

/**
 * Follows a view a capability link opens (a watch link, a gym night's big screen): every view the
 * stream pushes (its first event is the view now), through a proxy's idle time-outs (the server's
 * heartbeats) and drops. After a drop it asks why before coming back: a link that opens nothing any
 * more is said once (`onRefused`) and never tried again, any other failure (the network, the
 * server, a full server) is tried again after `retryMs`. Returns what stops following.
 */
export const followLive = <V>(follow: LiveFollow<V>): (() => void) => {
  let isCurrent = true
  let source: EventSource | null = null
  let retry: ReturnType<typeof setTimeout> | undefined
  const take = (view: V) => {
    if (!isCurrent) return
    follow.onView(view)
    if (follow.isFinal?.(view) === true) source?.close()
  }
  const open = () => {
    if (!isCurrent) return
    source = new EventSource(follow.url)
    source.addEventListener(follow.eventName, (event) => {
      const view = follow.read(parsed((event as MessageEvent<string>).data))
      if (view !== undefined) take(view)
    })
    source.addEventListener(follow.endEventName, () => {
      source?.close()
      if (isCurrent) follow.onEnd()
    })
    source.onerror = () => {
      source?.close()
      void follow.fetchNow().then((answer) => {
        if (!isCurrent) return
        if (answer.ok) {
          take(answer.view)
          if (follow.isFinal?.(answer.view) === true) return
        } else if (answer.isRefused) return follow.onRefused()
        retry = setTimeout(open, follow.retryMs ?? 3_000)
      })
    }
  }
  open()
  return () => {
    isCurrent = false
    clearTimeout(retry)
    source?.close()
  }
}
