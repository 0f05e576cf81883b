import { write, writeSync } from "node:fs"

const isBusy = (error: unknown): boolean => error instanceof Error && "code" in error && error.code === "EAGAIN"

/** Lines to a file descriptor (the server's stdout) that never hold the event loop up. */
export interface LineWriter {
  /** Queues one line (a newline is added); it is written after the current tick, in order. */
  readonly write: (line: string) => void
  /** Resolves once every line queued so far is written. */
  readonly drain: () => Promise<void>
  /** Writes what is queued at once (for the exit path, where nothing asynchronous runs any more). */
  readonly flushSync: () => void
}

export interface LineWriterOptions {
  /** Queued bytes beyond which new lines are dropped (and counted) rather than queued. */
  readonly maxQueuedBytes?: number
}

/**
 * A writer that joins the lines of one tick into one write made off the main thread (libuv's
 * thread pool), one write at a time, so lines stay whole and in order. process.stdout on a pipe is
 * synchronous on Linux: a line per request written that way blocks the server whenever the reader
 * of the pipe (a log collector, a parent process) is slow. If the reader stalls for good, lines
 * past `maxQueuedBytes` are dropped and a line says how many.
 */
export const makeLineWriter = (fd: number, options: LineWriterOptions = {}): LineWriter => {
  const maxQueuedBytes = options.maxQueuedBytes ?? 16 * 1024 * 1024
  let queue: Array<string> = []
  let queuedBytes = 0
  let dropped = 0
  let isScheduled = false
  let inFlight: Promise<void> | undefined

  const take = (): string => {
    if (dropped > 0) {
      queue.push(`${JSON.stringify({ time: new Date().toISOString(), level: "warn", msg: "log lines dropped: the log reader is not keeping up", dropped })}\n`)
      dropped = 0
    }
    const text = queue.join("")
    queue = []
    queuedBytes = 0
    return text
  }

  const writeAll = (buffer: Buffer, offset: number, done: () => void): void => {
    write(fd, buffer, offset, buffer.length - offset, null, (error, written) => {
      // A non-blocking descriptor (a socket, some terminals) says EAGAIN while full: try again shortly.
      if (isBusy(error)) return void setTimeout(() => writeAll(buffer, offset, done), 5)
      if (error !== null || offset + written >= buffer.length) return done()
      writeAll(buffer, offset + written, done)
    })
  }

  const flush = (): void => {
    isScheduled = false
    if (inFlight !== undefined || (queue.length === 0 && dropped === 0)) return
    const buffer = Buffer.from(take())
    inFlight = new Promise<void>((resolve) =>
      writeAll(buffer, 0, () => {
        inFlight = undefined
        resolve()
        if (queue.length > 0 || dropped > 0) schedule()
      })
    )
  }

  const schedule = (): void => {
    if (isScheduled) return
    isScheduled = true
    setImmediate(flush)
  }

  return {
    write: (line) => {
      if (queuedBytes > maxQueuedBytes) {
        dropped += 1
        return
      }
      queue.push(`${line}\n`)
      queuedBytes += line.length + 1
      schedule()
    },
    drain: async () => {
      while (inFlight !== undefined || queue.length > 0 || dropped > 0) {
        if (inFlight === undefined) flush()
        await inFlight
      }
    },
    flushSync: () => {
      if (queue.length === 0 && dropped === 0) return
      const buffer = Buffer.from(take())
      for (let offset = 0; offset < buffer.length; ) {
        try {
          offset += writeSync(fd, buffer, offset)
        } catch (error) {
          if (!isBusy(error)) return
        }
      }
    }
  }
}
