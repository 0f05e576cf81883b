import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import { dirname, join, resolve, sep } from "node:path"
import { Effect, Layer, Option } from "effect"
import { FileStore } from "#core/ports/file-store.ts"

/** The URL prefix files are served under. */
export const filesUrlPrefix = "/files/"

/** A safe relative path: lower-case segments of letters, digits, dot, dash and underscore, no `..`. */
const safePath = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/

const contentTypes: Readonly<Record<string, string>> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif"
}

/** True when `path` names a file inside the store (never outside it). */
export const isSafeFilePath = (path: string): boolean => safePath.test(path) && !path.split("/").includes("..")

/**
 * Files on local disk under `root` (DATA_DIR/files): `users/<uid>/…` and `images/…`. Writes go to a
 * temporary name first, then a rename, so a reader never sees half a file. The media type comes
 * from the extension the store itself chose.
 */
export const makeDiskFileStore = (root: string): Layer.Layer<FileStore> =>
  Layer.sync(FileStore, () => {
    const base = resolve(root)
    const locate = (path: string): string | undefined => {
      if (!isSafeFilePath(path)) return undefined
      const full = resolve(join(base, path))
      return full.startsWith(base + sep) ? full : undefined
    }
    return {
      put: (path, file) =>
        Effect.promise(async () => {
          const full = locate(path)
          if (full === undefined) throw new Error(`refusing to write outside the file store: ${path}`)
          await mkdir(dirname(full), { recursive: true })
          const temporary = `${full}.${process.pid}.tmp`
          await writeFile(temporary, file.bytes)
          await rename(temporary, full)
        }),
      get: (path) =>
        Effect.promise(async () => {
          const full = locate(path)
          if (full === undefined || full.endsWith(".tmp")) return Option.none()
          const bytes = await readFile(full).catch((error: NodeJS.ErrnoException) => {
            if (error.code === "ENOENT" || error.code === "EISDIR" || error.code === "ENOTDIR") return undefined
            throw error
          })
          if (bytes === undefined) return Option.none()
          const extension = path.split(".").pop()?.toLowerCase() ?? ""
          return Option.some({ bytes: new Uint8Array(bytes), contentType: contentTypes[extension] ?? "application/octet-stream" })
        }),
      delete: (path) =>
        Effect.promise(async () => {
          const full = locate(path)
          if (full !== undefined) await rm(full, { force: true })
        }),
      deleteFolder: (path) =>
        Effect.promise(async () => {
          const full = locate(path)
          if (full !== undefined) await rm(full, { recursive: true, force: true })
        }),
      urlOf: (path) => `${filesUrlPrefix}${path}`,
      pathOf: (url) => {
        if (!url.startsWith(filesUrlPrefix)) return Option.none()
        const path = url.slice(filesUrlPrefix.length)
        return isSafeFilePath(path) ? Option.some(path) : Option.none()
      }
    }
  })
