import type { OutputBundle, OutputChunk } from "rolldown"
import type { Plugin } from "vite"
import { defaultLanguage } from "#core/domain/language.ts"

/** The modules that hold a language's texts the home page shows: the shell's and the home page's own (not core's messages, which come after). */
const isTextsOf = (language: string, moduleId: string): boolean =>
  [`/web/locales/${language}.json`, `/web/features/home/locales/${language}.json`].some((end) => moduleId.replace(/\\/g, "/").endsWith(end))

/** The home page, where most visits start. */
const isHomePage = (moduleId: string): boolean => moduleId.replace(/\\/g, "/").endsWith("/web/features/home/components/home-page.tsx")

export const chunksOf = (bundle: OutputBundle): ReadonlyArray<OutputChunk> =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk")

/** A chunk and the chunks it imports statically. */
export const withImports = (bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
  if (seen.has(chunk.fileName)) return seen
  seen.add(chunk.fileName)
  for (const imported of chunk.imports) {
    const next = bundle[imported]
    if (next?.type === "chunk") withImports(bundle, next, seen)
  }
  return seen
}

/**
 * The chunks the first page asks for dynamically are fetched with the shell, not after it has run,
 * one round trip earlier: the default language's texts (another language never pays for them
 * twice) and the home page with what it imports. Chunks the entry already loads are left out.
 */
export const preloadFirstChunks = (): Plugin => ({
  name: "allez:preload-first-chunks",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (_html, context) => {
      const bundle = context.bundle
      if (bundle === undefined) return []
      const chunks = chunksOf(bundle)
      const entry = chunks.find((chunk) => chunk.isEntry)
      const loaded = entry === undefined ? new Set<string>() : withImports(bundle, entry)
      const wanted = new Set<string>()
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId
        if (id === null) continue
        if (isTextsOf(defaultLanguage, id)) wanted.add(chunk.fileName)
        if (isHomePage(id)) for (const file of withImports(bundle, chunk)) wanted.add(file)
      }
      return [...wanted]
        .filter((file) => !loaded.has(file))
        .map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` }, injectTo: "head" as const }))
    }
  }
})

/** The chunk whose module ends with `end` (a path under the repository, `/web/app/game-pages.tsx`), if any. */
export const chunkOfModule = (bundle: OutputBundle, end: string): OutputChunk | undefined =>
  chunksOf(bundle).find((chunk) => chunk.facadeModuleId?.replace(/\\/g, "/").endsWith(end) === true)
