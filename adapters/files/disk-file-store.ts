import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import { dirname, join, relative, resolve, sep } from "node:path"
import { Effect, Layer, Option } from "effect"
import { FileStore } from "#core/ports/file-store.ts"
import { contentTypeOf, filePathOf, fileUrlOf, isSafeFilePath } from "./file-paths.ts"

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
          return Option.some({ bytes: new Uint8Array(bytes), contentType: contentTypeOf(path) })
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
      urlOf: fileUrlOf,
      pathOf: filePathOf
    }
  })

/**
 * Moves the files an earlier version kept on disk under `root` into `FileStore` (the store's table or
 * GridFS), skipping those it holds already, then renames the folder to `<root>.imported` so later
 * starts leave it alone. Answers how many files it moved (0 when there is no folder).
 */
export const importDiskFiles = (root: string): Effect.Effect<number, never, FileStore> =>
  Effect.gen(function* () {
    const base = resolve(root)
    const found = yield* Effect.promise(() => readdir(base, { recursive: true, withFileTypes: true }).catch(() => []))
    const paths = found
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
      .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join("/"))
      .filter(isSafeFilePath)
    if (found.length === 0) return 0
    const disk = yield* Effect.provide(FileStore, makeDiskFileStore(base))
    const store = yield* FileStore
    let moved = 0
    for (const path of paths) {
      if (Option.isSome(yield* store.get(path))) continue
      const file = yield* disk.get(path)
      if (Option.isNone(file)) continue
      yield* store.put(path, file.value)
      moved += 1
    }
    // Another server importing the same folder at the same time may have renamed it first.
    yield* Effect.promise(() => rename(base, `${base}.imported`).catch(() => undefined))
    return moved
  })
