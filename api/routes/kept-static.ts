import { readFileSync, type Stats, statSync } from "node:fs"
import { join } from "node:path"
import { serveStatic } from "@hono/node-server/serve-static"
import type { Context, MiddlewareHandler } from "hono"
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress"
import { getMimeType } from "hono/utils/mime"
import { tryDecodeURI } from "hono/utils/url"

/** A file of the build as it was read: its bytes (their length is its size then), and the time it was read at. */
interface KeptFile {
  readonly body: Buffer
  readonly mtimeMs: number
  readonly lastModified: string
}

/** A requested file and the precompressed copies the build wrote beside it (null: none), kept while the file is unchanged. */
interface KeptEntry {
  readonly file: KeptFile
  readonly copies: Map<string, KeptFile | null>
}

/** The precompressed copies, in the order they are preferred (as @hono/node-server's serveStatic). */
const encodings = [
  ["br", ".br"],
  ["zstd", ".zst"],
  ["gzip", ".gz"]
] as const

/** What serveStatic refuses as a path: a `.` or `..` segment, doubled or back slashes (after decoding). */
const unsafePath = /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/

export interface KeptStaticOptions {
  /** The folder served (the built web app). */
  readonly root: string
  /** Called with the path of the file sent (its precompressed copy's when one is), before the answer leaves. */
  readonly onFound: (path: string, c: Context) => void
  /** A file larger than this is streamed from the disk at each request, not kept. */
  readonly maxFileBytes?: number
  /** Past this many bytes kept, further files are streamed from the disk. */
  readonly maxBytes?: number
}

/**
 * The built web app's files, precompressed copies chosen as @hono/node-server's serveStatic chooses
 * them (with the same headers), kept in memory once read: a page load asks for dozens of files, and
 * each cost serveStatic up to four stat calls, an open, reads, a close and a stream. A kept file is
 * checked against the disk with one stat per request (its size and time), so a build written over a
 * running server is served as it now is. HEAD, byte ranges, folders and files too large to keep go
 * to serveStatic as before.
 */
export const keptStatic = (options: KeptStaticOptions): MiddlewareHandler => {
  const maxFileBytes = options.maxFileBytes ?? 1024 * 1024
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const fromDisk = serveStatic({ root: options.root, precompressed: true, onFound: options.onFound })
  const kept = new Map<string, KeptEntry>()
  let keptBytes = 0

  /** The file's stats, or undefined for no file: missing, under a file (ENOTDIR), a name too long (as serveStatic). */
  const statOf = (path: string): Stats | undefined => {
    try {
      return statSync(path)
    } catch {
      return undefined
    }
  }

  /** The file at `path` as stat found it, read (and kept while there is room), or undefined when it cannot be kept. */
  const read = (path: string, stats: Stats): KeptFile | undefined => {
    if (!stats.isFile() || stats.size > maxFileBytes || keptBytes + stats.size > maxBytes) return undefined
    const body = readFileSync(path)
    // Written between the stat and the read: served from the disk this time.
    if (body.length !== stats.size) return undefined
    keptBytes += body.length
    return { body, mtimeMs: stats.mtimeMs, lastModified: stats.mtime.toUTCString() }
  }

  const forget = (path: string, entry: KeptEntry) => {
    kept.delete(path)
    keptBytes -= entry.file.body.length
    for (const copy of entry.copies.values()) if (copy !== null) keptBytes -= copy.body.length
  }

  /** The requested file, as kept or read now; undefined when it is not a file that can be kept. */
  const entryOf = (path: string): KeptEntry | undefined => {
    const stats = statOf(path)
    const known = kept.get(path)
    if (known !== undefined && (stats === undefined || stats.size !== known.file.body.length || stats.mtimeMs !== known.file.mtimeMs)) forget(path, known)
    else if (known !== undefined) return known
    if (stats === undefined) return undefined
    const file = read(path, stats)
    if (file === undefined) return undefined
    const entry: KeptEntry = { file, copies: new Map() }
    kept.set(path, entry)
    return entry
  }

  /** The file's precompressed copy `extension`, read once while the file is unchanged (a build writes both together). */
  const copyOf = (path: string, entry: KeptEntry, extension: string): KeptFile | null | undefined => {
    const known = entry.copies.get(extension)
    if (known !== undefined) return known
    const stats = statOf(path + extension)
    if (stats === undefined || !stats.isFile()) {
      entry.copies.set(extension, null)
      return null
    }
    const copy = read(path + extension, stats)
    // Too large to keep: this request goes to serveStatic.
    if (copy === undefined) return undefined
    entry.copies.set(extension, copy)
    return copy
  }

  return async (c, next) => {
    if (c.req.method !== "GET" || c.req.header("range") !== undefined) return fromDisk(c, next)
    const filename = tryDecodeURI(c.req.path)
    if (c.req.path.includes("%") || unsafePath.test(filename)) return fromDisk(c, next)
    const path = join(options.root, filename)
    const entry = entryOf(path)
    if (entry === undefined) return fromDisk(c, next)
    const mimeType = getMimeType(path)
    let sent = entry.file
    let sentPath = path
    let encoding: string | undefined
    if (mimeType === undefined || mimeType === "application/octet-stream" || COMPRESSIBLE_CONTENT_TYPE_REGEX.test(mimeType)) {
      const accepted = new Set(
        c.req
          .header("Accept-Encoding")
          ?.split(",")
          .map((each) => each.trim())
      )
      for (const [name, extension] of encodings) {
        if (!accepted.has(name)) continue
        const copy = copyOf(path, entry, extension)
        if (copy === undefined) return fromDisk(c, next)
        if (copy === null) continue
        sent = copy
        sentPath = path + extension
        encoding = name
        break
      }
    }
    c.header("Content-Type", mimeType ?? "application/octet-stream")
    if (encoding !== undefined) {
      c.header("Content-Encoding", encoding)
      c.header("Vary", "Accept-Encoding", { append: true })
    }
    c.header("Last-Modified", sent.lastModified)
    c.header("Content-Length", String(sent.body.length))
    options.onFound(sentPath, c)
    return c.body(new Uint8Array(sent.body.buffer, sent.body.byteOffset, sent.body.byteLength) as Uint8Array<ArrayBuffer>, 200)
  }
}
