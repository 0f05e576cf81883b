import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Plugin } from "vite"

/** Where the build writes the free packs, which the service worker precaches with the app. */
export const freePacksFile = "packs/free.json"

interface PackModules {
  readonly parsePackFile: (
    file: string,
    jsonText: string
  ) => { readonly _tag: "Left"; readonly left: ReadonlyArray<string> } | { readonly _tag: "Right"; readonly right: FreePackSource }
}

interface FreePackSource {
  readonly id: string
  readonly version: string
  readonly name: { readonly fr: string; readonly en: string }
  readonly description: { readonly fr: string; readonly en: string }
  readonly price: { readonly amount: number }
  readonly combinable: boolean
  readonly comingSoon: boolean
  readonly special: boolean
  readonly challenges: ReadonlyArray<{ readonly id: string; readonly category: string; readonly text: unknown; readonly timer?: unknown }>
}

/**
 * The free packs of the repository's packs/ folder (price 0, not coming soon), with every challenge,
 * in the shape of `GET /api/me/playable-packs`, written to `packs/free.json`: installed with the app,
 * so a new player who goes offline before pregame ever reached the server still plays the base pack.
 * Each free pack is checked as `allez packs validate` does; the others are not read.
 */
export const freePacks = (repositoryRoot: URL): Plugin => ({
  name: "allez:free-packs",
  async generateBundle() {
    const packsDir = new URL("packs/", repositoryRoot)
    const { tsImport } = await import("tsx/esm/api")
    const { parsePackFile } = (await tsImport(new URL("core/packs/parse-pack.ts", repositoryRoot).href, import.meta.url)) as PackModules
    const { baseColourSets } = (await tsImport(new URL("core/domain/colour-set.ts", repositoryRoot).href, import.meta.url)) as {
      baseColourSets: ReadonlyArray<string>
    }
    const packs = []
    for (const entry of readdirSync(packsDir, { withFileTypes: true })
      .filter((each) => each.isDirectory())
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = fileURLToPath(new URL(`${entry.name}/pack.json`, packsDir))
      let text: string
      try {
        text = readFileSync(file, "utf8")
      } catch {
        continue
      }
      const raw = JSON.parse(text) as { price?: { amount?: unknown }; comingSoon?: unknown }
      if (raw.price?.amount !== 0 || raw.comingSoon === true) continue
      const parsed = parsePackFile(`packs/${entry.name}/pack.json`, text)
      if (parsed._tag === "Left") throw new Error(`a free pack the app ships is invalid:\n${parsed.left.join("\n")}`)
      const pack = parsed.right
      packs.push({
        id: pack.id,
        version: pack.version,
        name: pack.name,
        description: pack.description,
        state: "free",
        combinable: pack.combinable,
        comingSoon: false,
        special: pack.special,
        challengeCount: pack.challenges.length,
        challenges: pack.challenges.map(({ id, category, text, timer }) => ({ id, category, text, ...(timer === undefined ? {} : { timer }) }))
      })
      this.addWatchFile(file)
    }
    this.emitFile({ type: "asset", fileName: freePacksFile, source: JSON.stringify({ packs, colourSets: baseColourSets }) })
  }
})
