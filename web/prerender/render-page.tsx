import { PassThrough } from "node:stream"
import { prerenderToNodeStream } from "react-dom/static"
import { Router } from "wouter"
import type { Language } from "#core/domain/language.ts"
import { matchRoute } from "#core/navigation/routes.ts"
import { opensAtOnce } from "../app/guarded-routes.tsx"
import { pages } from "../app/pages.ts"
import { Root } from "../app/root.tsx"
import { addFeatureTexts, coreTexts, type FeatureTexts, i18n } from "../lib/i18n.ts"
import { showLanguage } from "../lib/language.ts"
import { documentTitleOf, takeRenderedTitle } from "../lib/use-page-title.ts"

export { prerenderedPaths, prerenderedSignedInPaths } from "../app/prerendered-pages.ts"

/** The site's description in each language, which only the prerendered pages' HTML carries: the app's scripts never need it. */
const siteTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}

/** What a page renders to: the HTML inside #root, the route it is (the app hydrates only that route), its title and description. */
export interface RenderedPage {
  readonly html: string
  readonly route: string
  readonly title: string
  readonly description: string
}

const streamToString = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Array<Buffer> = []
  const sink = new PassThrough()
  stream.pipe(sink)
  for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString("utf8")
}

/**
 * Renders a page at build time as a signed-out visitor with no stored choices sees it on its first
 * paint (the session not yet known, the deployment's facts not yet fetched): the same tree the
 * browser's first render produces, so hydration finds the same markup. A signed-in player's page
 * renders as it shows while the session is checked. Renders run one at a time
 * (they share the app's i18next instance and signals).
 */
export const renderPage = async (path: string, language: Language): Promise<RenderedPage> => {
  const match = matchRoute(path)
  const route = match.name
  // A page behind a guard shows only once the session is known: its HTML is what shows meanwhile.
  if (opensAtOnce(match)) await pages[route].load()
  // With core's messages, whether the page asks for them or not: a page that shows one without
  // asking would then not match the browser's first render, and the browser tests would say so.
  await addFeatureTexts(coreTexts, siteTexts)
  await showLanguage(language)
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path}>
      <Root />
    </Router>
  )
  const html = await streamToString(prelude)
  return { html, route, title: takeRenderedTitle() ?? documentTitleOf("Allez!"), description: i18n.t("site.description") }
}

/**
 * The component a public page shows, once renderPage has loaded it: the build finds the module it
 * comes from, to preload that page's code in its HTML (web/build/prerender.ts).
 */
export const pageComponentOf = (path: string): unknown => pages[matchRoute(path).name].loaded()
