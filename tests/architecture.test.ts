import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/** The dependency rule (conventions §1): who may import whom. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const layers = ["core", "contract", "adapters", "api", "web", "cli"] as const
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

/** package.json's "imports": `#core/x` is `core/x`, and so on. */
const aliases: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries((JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { imports: Record<string, string> }).imports).map(([alias, target]) => [
    alias.replace(/\*$/, ""),
    target.replace(/^\.\//, "").replace(/\*$/, "")
  ])
)

/** The repository path an import reaches (`core/game/engine.ts`), or null for a package. */
const targetOf = (file: string, specifier: string): string | null => {
  if (specifier.startsWith(".")) return relative(root, resolve(root, dirname(file), specifier))
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
  return alias === undefined ? null : `${aliases[alias]}${specifier.slice(alias.length)}`
}

const layerOf = (file: string, specifier: string): Layer | "package" => {
  const target = targetOf(file, specifier)
  const top = target?.split("/")[0] as Layer | undefined
  return top !== undefined && layers.includes(top) ? top : "package"
}

const isTestOnly = (file: string) => /\.test\.tsx?$/.test(file)

/** True when the import reaches into tests/ (test support: fakes, fixtures, builders). */
const isTestSupport = (file: string, specifier: string) => targetOf(file, specifier)?.split("/")[0] === "tests"

/** Every import cycle among `files` (type-only and dynamic imports count: they tie the modules together too), each named once. */
const cyclesAmong = (files: ReadonlyArray<string>): ReadonlyArray<string> => {
  const known = new Set(files)
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .flatMap((spec) => targetOf(file, spec) ?? [])
        .filter((target) => known.has(target))
    ])
  )
  const cycles = new Set<string>()
  const state = new Map<string, "open" | "done">()
  const path: Array<string> = []
  const visit = (file: string) => {
    state.set(file, "open")
    path.push(file)
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === "open") {
        const cycle = path.slice(path.indexOf(next))
        const first = cycle.indexOf([...cycle].sort()[0] as string)
        cycles.add([...cycle.slice(first), ...cycle.slice(0, first), cycle[first]].join(" → "))
      } else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(file, "done")
  }
  for (const file of files) if (!state.has(file)) visit(file)
  return [...cycles]
}

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

  it("keeps the HTTP contract (contract/) over core: only effect, core and itself, never adapters or a driver", () => {
    const offenders = sourceFiles("contract")
      .filter((file) => !isTestOnly(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => {
            const layer = layerOf(file, spec)
            return layer === "package" ? spec !== "effect" : layer !== "core" && layer !== "contract"
          })
          .map((spec) => `${file} imports ${spec}`)
      )
    expect(offenders).toEqual([])
  })

  it("lets adapters/ import core/ and packages, never contract/, api/, web/ or cli/", () => {
    const offenders = sourceFiles("adapters").flatMap((file) =>
      importsOf(file)
        .filter((spec) => ["contract", "api", "web", "cli"].includes(layerOf(file, spec)))
        .map((spec) => `${file} imports ${spec}`)
    )
    expect(offenders).toEqual([])
  })

  it("keeps adapters/common (what every store adapter shares) below the technology folders: core, packages and itself only", () => {
    const offenders = sourceFiles("adapters/common").flatMap((file) =>
      importsOf(file)
        .filter((spec) => {
          const target = targetOf(file, spec)
          return target?.startsWith("adapters/") === true && !target.startsWith("adapters/common/")
        })
        .map((spec) => `${file} imports ${spec}`)
    )
    expect(sourceFiles("adapters/common")).not.toEqual([])
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

  it("keeps each rule module beside a Schema module (x.ts beside x-schema.ts), and what the game pages read before the engine, free of effect at run time, through its core imports too", () => {
    const valueImportsOf = (file: string): Array<string> =>
      [...readFileSync(join(root, file), "utf8").matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^"'`;]*?from\s*["']([^"']+)["']/g)].map(
        (match) => match[1] ?? ""
      )
    const reachesEffect = (file: string, seen: Set<string>): ReadonlyArray<string> => {
      if (seen.has(file)) return []
      seen.add(file)
      return valueImportsOf(file).flatMap((spec) => {
        if (spec === "effect" || spec.startsWith("effect/")) return [file]
        const target = targetOf(file, spec)
        return target === null ? [] : reachesEffect(target, seen)
      })
    }
    const ruleModules = sourceFiles("core")
      .filter((file) => file.endsWith("-schema.ts"))
      .map((file) => file.replace(/-schema\.ts$/, ".ts"))
      .filter((file) => existsSync(join(root, file)))
    expect(ruleModules).toContain("core/domain/category.ts")
    // Where a game stands and its revealed card: the game menu, pregame and layout read them before the engine loads.
    ruleModules.push("core/game/progress.ts", "core/game/revealed-challenge.ts")
    expect(ruleModules.flatMap((file) => reachesEffect(file, new Set()).map((via) => `${file} loads effect through ${via}`))).toEqual([])
  })

  it("never climbs three folders: an import that would is written from its top folder (#web/…, #core/…, #tests/…)", () => {
    const offenders = [...layers, "tests"].flatMap((layer) =>
      sourceFiles(layer).flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec.startsWith("../../../"))
          .map((spec) => `${file} imports ${spec}`)
      )
    )
    expect(offenders).toEqual([])
  })

  it("keeps the game session (web/features/game/session) free of what shows it: no signal, no toast, no React, through the game's modules it imports too", () => {
    // web/lib/state holds the app's signals and its toasts; the game state (state/game-state.ts) is the game's signals.
    const isShowing = (spec: string, target: string | null) =>
      /^(@preact\/signals|react($|\/)|react-dom)/.test(spec) ||
      target?.startsWith("web/lib/state/") === true ||
      target === "web/features/game/state/game-state.ts"
    const reaches = (file: string, seen: Set<string>): ReadonlyArray<string> => {
      if (seen.has(file)) return []
      seen.add(file)
      return importsOf(file).flatMap((spec) => {
        const target = targetOf(file, spec)
        if (isShowing(spec, target)) return [`${file} imports ${spec}`]
        return target?.startsWith("web/features/game/") === true ? reaches(target, seen) : []
      })
    }
    const session = sourceFiles("web/features/game/session").filter((file) => !isTestOnly(file))
    expect(session).toContain("web/features/game/session/game-session.ts")
    expect(session.flatMap((file) => reaches(file, new Set()))).toEqual([])
    expect(reaches("web/app/game-session-binding.ts", new Set())).toContain("web/app/game-session-binding.ts imports ../lib/state/toasts.ts")
  })

  it("has no import cycle: a module never imports, even for a type or later, what imports it", () => {
    expect(cyclesAmong([...layers, "tests"].flatMap((layer) => sourceFiles(layer)))).toEqual([])
  })

  it("sees the imports it checks (the scanner is not blind)", () => {
    expect(importsOf("core/game/engine.ts")).toContain("effect")
    expect(layerOf("core/game/engine.ts", "../domain/ids.ts")).toBe("core")
    expect(layerOf("api/x.ts", "../core/game/engine.ts")).toBe("core")
    expect(isTestSupport("core/game/engine.test.ts", "../../tests/support/game-fixtures.ts")).toBe(true)
    expect(isTestSupport("core/game/engine.ts", "./game.ts")).toBe(false)
    expect(layerOf("api/x.ts", "#web/lib/i18n.ts")).toBe("web")
    expect(isTestSupport("web/x.test.ts", "#tests/support/game-fixtures.ts")).toBe(true)
    expect(cyclesAmong(["core/game/engine.ts", "core/game/game.ts"])).toEqual([])
  })
})
