import { createHash } from "node:crypto"
import { promisify } from "node:util"
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib"
import type { MiddlewareHandler } from "hono"
import type { ApiEnv } from "../api-env.ts"

/** The encodings offered, best first: brotli packs JSON tighter than gzip, which every client knows. */
export type AnswerEncoding = "br" | "gzip"

export interface CompressOptions {
  /** Answers smaller than this (bytes) go as they are: below it, the headers outweigh the saving. */
  readonly threshold?: number
  /** How many compressed answers are kept, so an answer given again (the catalogue) is compressed once. */
  readonly cachedAnswers?: number
}

/** Text types worth compressing; never a live stream (text/event-stream must reach the client as it is written). */
const compressibleType =
  /^\s*(?:text\/(?!event-stream(?:[;\s]|$))[^;\s]+|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)(?:[;\s]|$)/i
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

/** Answers that carry no body to compress. */
const bodiless = new Set([101, 204, 205, 206, 304])

/**
 * The encoding to answer in, from the request's Accept-Encoding: brotli, else gzip, each when
 * accepted with a weight above zero (named, or through `*`); undefined for none of them.
 */
export const chooseEncoding = (accept: string | undefined): AnswerEncoding | undefined => {
  if (accept === undefined || accept === "") return undefined
  const weights = new Map<string, number>()
  for (const part of accept.split(",")) {
    const [name = "", ...parameters] = part.split(";")
    const quality = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined)
    const weight = quality === undefined ? 1 : Number(quality)
    weights.set(name.trim().toLowerCase(), Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (encoding: AnswerEncoding) => weights.get(encoding) ?? weights.get("*") ?? 0
  const br = weightOf("br")
  const gz = weightOf("gzip")
  if (br <= 0 && gz <= 0) return undefined
  return br >= gz ? "br" : "gzip"
}

/** Brotli at quality 5: most of its gain at a fraction of its top quality's time, for answers made per request. */
const brotliOptions = (body: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length
  }
})
const gzipOptions = { level: 6 }
const brotliOnPool = promisify(brotliCompress)
const gzipOnPool = promisify(gzip)

/**
 * Up to this size (bytes) an answer is compressed on the event loop, above it on libuv's thread pool.
 * The pool's hop costs more than the work it moves for an answer of the usual sizes: on the reference
 * machine, brotli took 46 µs of CPU in all for a 2.9 KB game state on the loop against 203 µs through
 * the pool (73 against 448 µs at 14 KB, 292 against 687 µs at 58 KB), while holding the loop up
 * 29 to 272 µs. Above it, an admin's long list or export would hold the loop up a millisecond or more.
 */
export const compressOnLoopUpTo = 64 * 1024

const compressors: Record<AnswerEncoding, (body: Buffer) => Buffer | Promise<Buffer>> = {
  br: (body) => (body.length <= compressOnLoopUpTo ? brotliCompressSync(body, brotliOptions(body)) : brotliOnPool(body, brotliOptions(body))),
  gzip: (body) => (body.length <= compressOnLoopUpTo ? gzipSync(body, gzipOptions) : gzipOnPool(body, gzipOptions))
}

/**
 * Compresses the API's answers by Accept-Encoding (brotli, else gzip) when they are text of at
 * least `threshold` bytes: the catalogue, game states, admin lists. Left as they are: answers
 * already encoded (a precompressed file keeps its own encoding), live streams, bodiless answers,
 * `Cache-Control: no-transform`, and every answer to a client that accepts neither encoding.
 * An answer it compresses says `Vary: Accept-Encoding` (added to the route's own Vary), so a cache
 * keeps both forms; the others have it from answerHeaders, which every API answer goes through.
 * An answer of the usual sizes is compressed on the event loop, a larger one on libuv's thread pool
 * (compressOnLoopUpTo); an answer to a read met again (same bytes, same encoding) is taken from a
 * small cache, so the catalogue is compressed once per change.
 */
export const compressAnswers = (options: CompressOptions = {}): MiddlewareHandler<ApiEnv> => {
  const threshold = options.threshold ?? 1024
  const cachedAnswers = options.cachedAnswers ?? 64
  const cache = new Map<string, Buffer>()

  const compressed = async (encoding: AnswerEncoding, body: Buffer, isRepeatable: boolean): Promise<Buffer> => {
    // A write's answer (a game's next state) is new each time: not worth a hash or a place in the cache.
    if (!isRepeatable) return compressors[encoding](body)
    const key = `${encoding}:${createHash("sha256").update(body).digest("base64")}`
    const known = cache.get(key)
    if (known !== undefined) {
      cache.delete(key)
      cache.set(key, known)
      return known
    }
    const result = await compressors[encoding](body)
    cache.set(key, result)
    if (cache.size > cachedAnswers) cache.delete(cache.keys().next().value as string)
    return result
  }

  return async (c, next) => {
    await next()
    // A client that takes no encoding gets the answer untouched, its headers not even read (reading
    // them makes @hono/node-server build a web Headers from the route's plain ones). Every API answer
    // says Vary: Accept-Encoding already (api/middleware/answer-headers.ts).
    const encoding = chooseEncoding(c.req.header("accept-encoding"))
    if (encoding === undefined) return
    // Only the status and the headers are read until the answer is to be compressed: reading a body
    // (even asking whether there is one) makes @hono/node-server build a whole web Response.
    const res = c.res
    if (bodiless.has(res.status) || res.headers.has("content-encoding")) return
    const type = res.headers.get("content-type")
    if (type === null || !compressibleType.test(type) || noTransform.test(res.headers.get("cache-control") ?? "")) return
    const length = res.headers.get("content-length")
    if (length !== null && Number(length) < threshold) return
    const vary = res.headers.get("vary")
    if (vary !== "*" && !(vary !== null && varyAcceptEncoding.test(vary)))
      res.headers.set("vary", vary === null ? "Accept-Encoding" : `${vary}, Accept-Encoding`)
    const body = new Uint8Array(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    headers.delete("content-length")
    const packed =
      body.length < threshold
        ? undefined
        : await compressed(encoding, Buffer.from(body.buffer, body.byteOffset, body.length), c.req.method === "GET" || c.req.method === "HEAD")
    if (packed !== undefined) {
      headers.set("content-encoding", encoding)
      headers.set("content-length", String(packed.length))
      const etag = headers.get("etag")
      if (etag !== null && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`)
    }
    // Set to undefined first: Hono would otherwise copy the old answer's headers over the new one's.
    c.res = undefined
    const answer: BodyInit | null = packed === undefined ? (body.length === 0 ? null : body) : new Uint8Array(packed)
    c.res = new Response(answer, { status: res.status, headers })
  }
}
