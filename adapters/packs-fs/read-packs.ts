import { readdir, readFile, stat } from "node:fs/promises"
import { basename, dirname, join, relative, resolve, sep } from "node:path"
import { Either } from "effect"
import { checkPackRules, packRuleLines } from "#core/packs/pack-rules.ts"
import { checkPackSet, type LoadedPack } from "#core/packs/pack-set.ts"
import { parsePackFile } from "#core/packs/parse-pack.ts"

/** The name every pack file has inside its folder. */
export const packFileName = "pack.json"
/** The JSON Schema beside the pack folders: never a pack. */
const schemaFileName = "pack.schema.json"

const errorCode = (error: unknown): string =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : String(error)

const kindOf = async (path: string): Promise<"file" | "folder" | "missing"> => {
  try {
    const info = await stat(path)
    return info.isDirectory() ? "folder" : "file"
  } catch {
    return "missing"
  }
}

/** The pack files one path stands for: a pack.json, a pack folder, or a folder of pack folders (like packs/). */
const packFilesAt = async (path: string, label: (file: string) => string): Promise<Either.Either<ReadonlyArray<string>, string>> => {
  const kind = await kindOf(path)
  if (kind === "missing") return Either.left(`${label(path)}: no such file or folder`)
  if (kind === "file") return Either.right(basename(path) === schemaFileName ? [] : [path])
  const own = join(path, packFileName)
  if ((await kindOf(own)) === "file") return Either.right([own])
  const entries = await readdir(path, { withFileTypes: true })
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const files: Array<string> = []
  for (const folder of folders) {
    const candidate = join(path, folder, packFileName)
    if ((await kindOf(candidate)) === "file") files.push(candidate)
  }
  return Either.right(files)
}

/**
 * Reads, parses and checks every pack under `paths` (each a folder of pack folders such as packs/, a pack folder,
 * or a pack.json file). Resolves to the packs, labelled with their path relative to `cwd` (absolute when outside it), or to every problem found.
 */
export const readPacks = async (
  paths: ReadonlyArray<string>,
  cwd: string = process.cwd()
): Promise<Either.Either<ReadonlyArray<LoadedPack>, ReadonlyArray<string>>> => {
  const label = (file: string) => {
    const absolute = resolve(cwd, file)
    const relativePath = relative(cwd, absolute)
    if (relativePath === "") return "."
    return relativePath === ".." || relativePath.startsWith(`..${sep}`) ? absolute : relativePath.split(sep).join("/")
  }
  const problems: Array<string> = []
  const files: Array<string> = []
  for (const path of paths) {
    const found = await packFilesAt(resolve(cwd, path), label)
    if (Either.isLeft(found)) problems.push(found.left)
    else for (const file of found.right) if (!files.includes(file)) files.push(file)
  }
  const packs: Array<LoadedPack> = []
  for (const file of files) {
    let text: string
    try {
      text = await readFile(file, "utf8")
    } catch (error) {
      problems.push(`${label(file)}: cannot be read (${errorCode(error)})`)
      continue
    }
    const parsed = parsePackFile(label(file), text)
    if (Either.isLeft(parsed)) problems.push(...parsed.left)
    else packs.push({ file: label(file), folder: basename(dirname(file)), pack: parsed.right })
  }
  problems.push(...checkPackSet(packs))
  return problems.length > 0 ? Either.left(problems) : Either.right(packs)
}

/**
 * Everything `allez packs validate` checks: `readPacks`, then, once every file reads, the content
 * rules (core's checkPackRules: timers, durations, texts used twice, a game filled with any two
 * categories off). The loader of `packs validate`, `packs import` and the server's start-up.
 */
export const validatePacks = async (
  paths: ReadonlyArray<string>,
  cwd: string = process.cwd()
): Promise<Either.Either<ReadonlyArray<LoadedPack>, ReadonlyArray<string>>> =>
  Either.flatMap(await readPacks(paths, cwd), (packs) => {
    const problems = packRuleLines(checkPackRules(packs))
    return problems.length > 0 ? Either.left(problems) : Either.right(packs)
  })
