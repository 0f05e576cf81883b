import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Option } from "effect"
import { afterAll, expect, it } from "vitest"
import { FileStore } from "#core/ports/file-store.ts"
import { makeMemoryFileStore } from "../../tests/support/memory/shared-state.ts"
import { importDiskFiles } from "./disk-file-store.ts"

const dir = mkdtempSync(join(tmpdir(), "allez-disk-import-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it("moves the photos an earlier version kept on disk into the store once, keeping what the store holds, then sets the folder aside", async () => {
  const root = join(dir, "files")
  mkdirSync(join(root, "users", "u-ana"), { recursive: true })
  mkdirSync(join(root, "users", "u-bob"), { recursive: true })
  writeFileSync(join(root, "users", "u-ana", "photo-1.webp"), Uint8Array.from([1, 2, 3]))
  writeFileSync(join(root, "users", "u-bob", "photo-2.webp"), Uint8Array.from([4, 5]))
  // A write that was cut short, and a name the store would never have chosen: both left behind.
  writeFileSync(join(root, "users", "u-bob", "photo-3.webp.123.tmp"), Uint8Array.from([9]))
  writeFileSync(join(root, "users", "u-bob", "..hidden"), Uint8Array.from([9]))

  const seen = await Effect.runPromise(
    Effect.gen(function* () {
      const store = yield* FileStore
      yield* store.put("users/u-bob/photo-2.webp", { bytes: Uint8Array.from([7, 7]), contentType: "image/webp" })
      const moved = yield* importDiskFiles(root)
      const again = yield* importDiskFiles(root)
      return {
        moved,
        again,
        ana: yield* store.get("users/u-ana/photo-1.webp"),
        bob: yield* store.get("users/u-bob/photo-2.webp"),
        partial: yield* store.get("users/u-bob/photo-3.webp.123.tmp")
      }
    }).pipe(Effect.provide(makeMemoryFileStore()))
  )
  expect(seen.moved).toBe(1)
  expect(seen.again).toBe(0)
  expect(seen.ana).toEqual(Option.some({ bytes: Uint8Array.from([1, 2, 3]), contentType: "image/webp" }))
  expect(seen.bob).toEqual(Option.some({ bytes: Uint8Array.from([7, 7]), contentType: "image/webp" }))
  expect(seen.partial).toEqual(Option.none())
  expect(existsSync(root)).toBe(false)
  expect(existsSync(join(dir, "files.imported", "users", "u-ana", "photo-1.webp"))).toBe(true)
})
