import { fileURLToPath } from "node:url"
import type { Plugin } from "vite"

const prefix = "virtual:allez-core-catalog/"

/** Texts of core that only the server uses (the e-mails it sends, the demo checkout page it draws), left out of the browser's bundle. */
const serverOnlyPrefixes: ReadonlyArray<string> = ["auth.mail.", "checkout.demo."]

/**
 * core's message catalogs (errors, validation, categories, game, store, accounts…) as plain JSON,
 * one module per language (`virtual:allez-core-catalog/fr`), evaluated at build time: the browser
 * gets core's texts without the code that builds them.
 */
export const coreCatalogs = (repositoryRoot: URL): Plugin => {
  const catalogUrl = new URL("core/i18n/catalog.ts", repositoryRoot)
  return {
    name: "allez:core-catalogs",
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null
      const language = id.slice(prefix.length + 1)
      const { tsImport } = await import("tsx/esm/api")
      const { catalogs } = (await tsImport(catalogUrl.href, import.meta.url)) as { catalogs: Record<string, Record<string, string>> }
      const table = catalogs[language]
      if (table === undefined) throw new Error(`core has no catalog for "${language}"`)
      this.addWatchFile(fileURLToPath(catalogUrl))
      // The account e-mails and the demo checkout page are written by the server: the browser never shows their texts.
      const shown = Object.fromEntries(Object.entries(table).filter(([key]) => !serverOnlyPrefixes.some((prefix) => key.startsWith(prefix))))
      return `export default ${JSON.stringify(shown)}`
    }
  }
}
