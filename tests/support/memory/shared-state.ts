import { Clock, Effect, Layer, Option } from "effect"
import { contentTypeOf, filePathOf, fileUrlOf, isSafeFilePath } from "#adapters/files/file-paths.ts"
import type { SharedStatePorts } from "#core/ports/data-ports.ts"
import { FileStore, type StoredFile } from "#core/ports/file-store.ts"
import { ServerSecrets } from "#core/ports/server-secrets.ts"
import { SpentProofs } from "#core/ports/spent-proofs.ts"
import { makeMemoryRateLimiter } from "./rate-limiter.ts"

/** Spent proofs in a Map of this process, for unit tests (servers keep them in their store). */
export const makeMemorySpentProofs = (): Layer.Layer<SpentProofs> =>
  Layer.sync(SpentProofs, () => {
    const spent = new Map<string, number>()
    return {
      spend: (id, expiresAt) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          for (const [stale, until] of spent) if (until <= now) spent.delete(stale)
          if (spent.has(id)) return false
          spent.set(id, expiresAt)
          return true
        })
    }
  })

/** Server secrets in a Map of this process, for unit tests. */
export const makeMemoryServerSecrets = (): Layer.Layer<ServerSecrets> =>
  Layer.sync(ServerSecrets, () => {
    const secrets = new Map<string, string>()
    return {
      obtain: (name, candidate) =>
        Effect.sync(() => {
          const stored = secrets.get(name)
          if (stored !== undefined) return stored
          secrets.set(name, candidate)
          return candidate
        })
    }
  })

/** Files in a Map of this process, for unit tests; the same paths, types and URLs as the stored ones. */
export const makeMemoryFileStore = (): Layer.Layer<FileStore> =>
  Layer.sync(FileStore, () => {
    const files = new Map<string, Uint8Array>()
    return {
      put: (path, file: StoredFile) =>
        Effect.sync(() => {
          if (!isSafeFilePath(path)) throw new Error(`refusing to write outside the file store: ${path}`)
          files.set(path, file.bytes.slice())
        }),
      get: (path) =>
        Effect.sync(() => Option.map(Option.fromNullable(files.get(path)), (bytes) => ({ bytes: bytes.slice(), contentType: contentTypeOf(path) }))),
      delete: (path) => Effect.sync(() => void files.delete(path)),
      deleteFolder: (path) =>
        Effect.sync(() => {
          for (const stored of [...files.keys()]) if (stored.startsWith(`${path}/`)) files.delete(stored)
        }),
      urlOf: fileUrlOf,
      pathOf: filePathOf
    }
  })

/** The whole shared state in this process's memory (rate limits, proofs, secrets, files), for unit tests. */
export const makeMemorySharedStateLayer = (): Layer.Layer<SharedStatePorts> =>
  Layer.mergeAll(makeMemoryRateLimiter(), makeMemorySpentProofs(), makeMemoryServerSecrets(), makeMemoryFileStore())
