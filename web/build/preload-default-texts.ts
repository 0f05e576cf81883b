import type { Plugin } from "vite"
import { defaultLanguage } from "../../core/domain/language.ts"

/** The modules that hold a language's texts: core's catalog and the shell's own. */
const isTextsOf = (language: string, moduleId: string): boolean =>
  moduleId === `\0virtual:allez-core-catalog/${language}` || moduleId.replace(/\\/g, "/").endsWith(`/web/locales/${language}.json`)

/**
 * The texts of the default language are fetched with the shell, not after it has run: the page
 * asks for them dynamically (another language never pays for them twice), and this hint lets the
 * browser start both downloads with the first script, one round trip earlier.
 */
export const preloadDefaultTexts = (): Plugin => ({
  name: "allez:preload-default-texts",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (_html, context) => {
      const chunks = Object.values(context.bundle ?? {}).filter(
        (output) => output.type === "chunk" && output.facadeModuleId !== null && isTextsOf(defaultLanguage, output.facadeModuleId)
      )
      return chunks.map((chunk) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` }, injectTo: "head" as const }))
    }
  }
})
