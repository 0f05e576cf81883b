import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/** The dependency rule (conventions §1): who may import whom. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const layers = ["core", "adapters", "api", "web", "cli"] as const
type Layer = (typeof layers)[number]

const sourceFiles = (dir: string): Array<string> =>
  !existsSync(join(root, dir))
    ? []
    : readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.parentPath.includes("node_modules"))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)))

const importsOf = (file: string): Array<string> => {
  const text = readFileSync(join(root, file), "utf8")
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? ""
  )
}

const layerOf = (file: string, specifier: string): Layer | "package" => {
  if (!specifier.startsWith(".")) return "package"
  const target = relative(root, resolve(root, dirname(file), specifier))
  const top = target.split("/")[0] as Layer
  return layers.includes(top) ? top : "package"
}

const isTestOnly = (file: string) => /\.test\.tsx?$/.test(file)

/** True when the import reaches into tests/ (test support: fakes, fixtures, builders). */
const isTestSupport = (file: string, specifier: string) =>
  specifier.startsWith(".") && relative(root, resolve(root, dirname(file), specifier)).split("/")[0] === "tests"

describe("the dependency rule", () => {
  it("keeps core/ pure: only effect and core itself, no node: built-ins, no framework", () => {
    const offenders = sourceFiles("core")
      .filter((file) => !isTestOnly(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => (spec.startsWith(".") ? layerOf(file, spec) !== "core" : spec !== "effect"))
          .map((spec) => `${file} imports ${spec}`)
      )
    expect(offenders).toEqual([])
  })

  it("lets adapters/ import core/ and packages, never api/, web/ or cli/", () => {
    const offenders = sourceFiles("adapters").flatMap((file) =>
      importsOf(file)
        .filter((spec) => ["api", "web", "cli"].includes(layerOf(file, spec)))
        .map((spec) => `${file} imports ${spec}`)
    )
    expect(offenders).toEqual([])
  })

  it("keeps the drivers (api/, web/, cli/) out of each other", () => {
    const drivers = ["api", "web", "cli"] as const
    const offenders = drivers.flatMap((driver) =>
      sourceFiles(driver).flatMap((file) =>
        importsOf(file)
          .filter((spec) => {
            const layer = layerOf(file, spec)
            return drivers.includes(layer as (typeof drivers)[number]) && layer !== driver
          })
          .map((spec) => `${file} imports ${spec}`)
      )
    )
    expect(offenders).toEqual([])
  })

  it("keeps test support out of the app: only tests import tests/", () => {
    const offenders = layers.flatMap((layer) =>
      sourceFiles(layer)
        .filter((file) => !isTestOnly(file))
        .flatMap((file) =>
          importsOf(file)
            .filter((spec) => isTestSupport(file, spec))
            .map((spec) => `${file} imports ${spec}`)
        )
    )
    expect(offenders).toEqual([])
  })

  it("keeps each rule module beside a Schema module (x.ts beside x-schema.ts) free of effect at run time, through its core imports too", () => {
    const valueImportsOf = (file: string): Array<string> =>
      [...readFileSync(join(root, file), "utf8").matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^"'`;]*?from\s*["']([^"']+)["']/g)].map(
        (match) => match[1] ?? ""
      )
    const reachesEffect = (file: string, seen: Set<string>): ReadonlyArray<string> => {
      if (seen.has(file)) return []
      seen.add(file)
      return valueImportsOf(file).flatMap((spec) => {
        if (spec === "effect" || spec.startsWith("effect/")) return [file]
        return spec.startsWith(".") ? reachesEffect(relative(root, resolve(root, dirname(file), spec)), seen) : []
      })
    }
    const ruleModules = sourceFiles("core")
      .filter((file) => file.endsWith("-schema.ts"))
      .map((file) => file.replace(/-schema\.ts$/, ".ts"))
      .filter((file) => existsSync(join(root, file)))
    expect(ruleModules).toContain("core/domain/category.ts")
    expect(ruleModules.flatMap((file) => reachesEffect(file, new Set()).map((via) => `${file} loads effect through ${via}`))).toEqual([])
  })

  it("sees the imports it checks (the scanner is not blind)", () => {
    expect(importsOf("core/game/engine.ts")).toContain("effect")
    expect(layerOf("core/game/engine.ts", "../domain/ids.ts")).toBe("core")
    expect(layerOf("api/x.ts", "../core/game/engine.ts")).toBe("core")
    expect(isTestSupport("core/game/engine.test.ts", "../../tests/support/game-fixtures.ts")).toBe(true)
    expect(isTestSupport("core/game/engine.ts", "./game.ts")).toBe(false)
  })
})
