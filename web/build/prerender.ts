import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import babel from "@rolldown/plugin-babel"
import react from "@vitejs/plugin-react"
import type { OutputBundle, OutputChunk, RolldownOutput } from "rolldown"
import { build, type Plugin } from "vite"
import { type Language, languages } from "#core/domain/language.ts"
import type { RenderedPage } from "../prerender/render-page.tsx"
import { coreCatalogs } from "./core-catalogs.ts"
import { freePacks } from "./free-packs.ts"
import { headScripts, inlineSource } from "./head-scripts.ts"
import { chunkOfModule, chunksOf, withImports } from "./preload-first-chunks.ts"

/** Where the prerendered pages go in the build: `prerendered/<language>/<name>.html`, and the list the server reads. */
export const prerenderedFolder = "prerendered"
export const prerenderedManifest = `${prerenderedFolder}/pages.json`

/**
 * The manifest: each prerendered path and the file name of its page (the same in every language),
 * and the Content-Security-Policy sources of the inline scripts and stylesheets the pages carry, for the server.
 */
export interface PrerenderedManifest {
  readonly languages: ReadonlyArray<Language>
  readonly pages: Readonly<Record<string, string>>
  readonly scriptSources: ReadonlyArray<string>
  readonly styleSources: ReadonlyArray<string>
}

/** The server build of web/prerender/render-page.tsx, as this plugin runs it. */
type RenderModule = typeof import("../prerender/render-page.tsx")

/** The file name of a path: `/` is `index`, `/auth/sign-in` is `auth-sign-in`. */
const fileNameOf = (path: string): string => (path === "/" ? "index" : path.slice(1).replaceAll("/", "-"))

const escapeAttribute = (value: string): string => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")
const escapeText = (value: string): string => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;")

/**
 * A link that fetches a file the page will ask for: a module, or a stylesheet the app inserts once the
 * page shows (at low priority, so it never holds back the first paint).
 */
const preloadOf = (file: string): string =>
  file.endsWith(".css")
    ? `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`

/**
 * The shell with its stylesheets in the page (`read` gives a built file's text by its path under the
 * build folder): a prerendered page then paints as soon as its HTML is there, one round trip before
 * a linked stylesheet would let it, and before the app's code has run. The shell's stylesheet is the
 * app's whole (36 KB, 6.5 KB in Brotli): the page's HTML still comes in one round trip. Only the
 * prerendered pages carry it; the app's own shell (offline, the other pages) links the file, cached.
 * The link stays, disabled (never fetched, never applied): Vite's loader, which a later chunk asks
 * for the shell's stylesheet too, finds it there and adds nothing, so the shell's rules never come
 * again after a page's own and override them.
 */
export const inlineStylesheets = async (
  shell: string,
  read: (file: string) => Promise<string>
): Promise<{ readonly html: string; readonly styles: ReadonlyArray<string> }> => {
  const links = [...shell.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g)]
  const styles: Array<string> = []
  let html = shell
  for (const [link, file] of links) {
    const css = await read(file as string)
    // A stylesheet that could end the element early is left linked (Vite's output never does).
    if (/<\/style/i.test(css)) continue
    styles.push(css)
    html = html.replace(link, () => `<style>${css}</style>${link.replace(">", " disabled>")}`)
  }
  return { html, styles }
}

/**
 * The browser paints nothing of the page before its end is parsed (`<link rel="expect" blocking="render">`:
 * Chromium holds the first paint until the element with that id arrives, others ignore it). Without it,
 * a busy phone or a slow network paints the part of the page parsed so far: a centred line or a button's
 * icon drawn before the rest of its text arrives then moves (a layout shift the visitor sees).
 */
const pageEndId = "page-end"
const holdPaintUntilPageEnd = `<link rel="expect" href="#${pageEndId}" blocking="render">`
const pageEnd = `<span id="${pageEndId}" hidden></span>`

/**
 * The built index.html with a page inside #root, in its language, with the page's own title and the
 * site's description in that language. The page (or, for a signed-in player's page, what shows while
 * the session is checked) is on screen before its code runs, so that code is fetched at low
 * priority; the page preloads its own code (`ownPreloads`: its chunk and texts) instead of the home
 * page's, which the built index.html names. The head scripts run first
 * (head-scripts.ts): a visitor who chose never sees the banner the page comes with, and a button
 * tapped before the code runs is tapped again once it has.
 */
export const fillShell = (shell: string, page: RenderedPage, language: Language, ownPreloads?: ReadonlyArray<string>): string => {
  const withPreloads =
    ownPreloads === undefined
      ? shell
      : shell.replace(/\s*<link rel="modulepreload"[^>]*>/g, "").replace("</head>", () => `${ownPreloads.map(preloadOf).join("")}</head>`)
  const withLanguage = withPreloads
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeAttribute(page.description)}"`)
  if (!withLanguage.includes("</head>")) throw new Error("index.html has no </head> to put the head scripts before")
  const marked = withLanguage.replace("</head>", () => `${holdPaintUntilPageEnd}${headScripts.map((script) => `<script>${script}</script>`).join("")}</head>`)
  const root = '<div id="root"></div>'
  if (!marked.includes(root)) throw new Error(`index.html has no empty ${root} to fill`)
  return marked.replace(root, () => `<div id="root" data-prerendered="${escapeAttribute(page.route)}">${page.html}</div>${pageEnd}`)
}

/**
 * The code of the signed-in player's pages the build prerenders (web/app/prerendered-pages.ts), by
 * path: the page's module. Their HTML preloads it, so it comes with the app's code while the session
 * is checked. (The build renders what shows meanwhile, so it never loads their code: it cannot tell.)
 */
const signedInPageCode: ReadonlyArray<{ readonly prefix: string; readonly page: string }> = [
  // The menu and the pregame have chunks of their own, without the game's session and Effect's Schema (the other game pages').
  { prefix: "/game/pregame", page: "/web/app/pregame-page.tsx" },
  { prefix: "/game/history", page: "/web/app/game-pages.tsx" },
  { prefix: "/game/disclaimer", page: "/web/app/game-pages.tsx" },
  { prefix: "/game", page: "/web/app/main-menu-page.tsx" }
]

/**
 * The module a public page's component comes from (its absolute path, as the browser build names it
 * too): the server build's page chunk whose default export is that component. The build has just rendered
 * the page, so Node has that chunk loaded already, and importing it again gives the same module. A
 * chunk that cannot load in Node (one written for the browser alone) is not the page's.
 */
const pageModuleOf = async (serverOut: string, chunks: ReadonlyArray<OutputChunk>, component: unknown): Promise<string | undefined> => {
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || chunk.facadeModuleId === null || !chunk.exports.includes("default")) continue
    const module = (await import(pathToFileURL(join(serverOut, chunk.fileName)).href).catch(() => undefined)) as { default?: unknown } | undefined
    if (module?.default === component) return chunk.facadeModuleId
  }
  return undefined
}

/** A module Node can run for the service worker's registration, which only exists in the browser build. */
const pwaRegisterStub = (): Plugin => ({
  name: "allez:pwa-register-stub",
  resolveId: (id) => (id.startsWith("virtual:pwa-register") ? "\0allez-pwa-register-stub" : null),
  load: (id) =>
    id === "\0allez-pwa-register-stub"
      ? "export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} })"
      : null
})

/**
 * Renders the public pages to HTML at the end of the browser build, in every language: a second,
 * server-side build of web/prerender/render-page.tsx (everything bundled, so it runs from a
 * temporary folder), whose `renderPage` fills the built index.html once per page and language.
 * Runs before the precompression, so the pages get their .br and .gz copies too.
 */
export const prerenderPages = (repositoryRoot: URL): Plugin => {
  let outDir = ""
  let webRoot = ""
  let isServerBuild = false
  let bundle: OutputBundle | undefined
  /**
   * What a page preloads in `language`: its chunk (`pageModule`, the module's path) with what it
   * imports, the texts in that language those chunks ask for (each page module awaits its texts), the
   * shell's texts, and the stylesheets of those chunks (the app inserts them when it imports the
   * chunk, and waits for them). A signed-in player's page preloads core's messages too, which it
   * shows as it opens; a public page fetches them once it is on screen (web/main.tsx).
   */
  const preloadsOf = (pageModule: string, language: Language, isSignedIn: boolean): ReadonlyArray<string> => {
    if (bundle === undefined) throw new Error("the browser build's chunks are not known yet")
    const built = bundle
    const page = chunkOfModule(built, pageModule)
    const sharedModules = [`/web/locales/${language}.json`, ...(isSignedIn ? [`\0virtual:allez-core-catalog/${language}`] : [])]
    const shared = sharedModules.map((module) => chunkOfModule(built, module)?.fileName)
    if (page === undefined || shared.includes(undefined)) throw new Error(`no chunk for ${pageModule}, or for the shell's or core's texts in ${language}`)
    const code = withImports(built, page)
    const isTexts = (file: string) => {
      const module = built[file]
      return module?.type === "chunk" && new RegExp(`/locales/([^/]+/)?${language}\\.json$`).test(module.facadeModuleId?.replace(/\\/g, "/") ?? "")
    }
    const texts = [...code].flatMap((file) => {
      const chunk = built[file]
      return chunk?.type === "chunk" ? chunk.dynamicImports.filter(isTexts) : []
    })
    const loaded = new Set(chunksOf(built).flatMap((chunk) => (chunk.isEntry ? [...withImports(built, chunk)] : [])))
    const styles = [...code]
      .filter((file) => !loaded.has(file))
      .flatMap((file) => {
        const chunk = built[file]
        return chunk?.type === "chunk" ? [...(chunk.viteMetadata?.importedCss ?? [])] : []
      })
    // A public page is on screen before its code runs: a stylesheet its chunk brought would apply
    // only then, and move what was painted (its rules belong with the shell's, in web/main.tsx).
    if (!isSignedIn && styles.length > 0) throw new Error(`${pageModule} has stylesheets of its own (${styles.join(", ")}): import them in web/main.tsx`)
    return [...new Set([...shared, ...code, ...texts, ...styles])].filter((file): file is string => file !== undefined && !loaded.has(file))
  }
  return {
    name: "allez:prerender",
    apply: "build",
    generateBundle: (_options, output) => {
      bundle = output
    },
    configResolved: (config) => {
      webRoot = config.root
      outDir = resolve(config.root, config.build.outDir)
      isServerBuild = config.build.ssr !== false
    },
    closeBundle: {
      order: "pre",
      sequential: true,
      handler: async () => {
        if (isServerBuild) return
        const serverOut = await mkdtemp(join(tmpdir(), "allez-prerender-"))
        try {
          const serverBuild = (await build({
            configFile: false,
            root: webRoot,
            logLevel: "warn",
            mode: "production",
            ssr: { noExternal: true, target: "node" },
            build: { ssr: "prerender/render-page.tsx", outDir: serverOut, emptyOutDir: true, target: "node20", minify: false },
            plugins: [
              coreCatalogs(repositoryRoot),
              freePacks(repositoryRoot),
              pwaRegisterStub(),
              react(),
              babel({ plugins: [["module:@preact/signals-react-transform", {}]] })
            ]
          })) as RolldownOutput
          const serverChunks = serverBuild.output.filter((output): output is OutputChunk => output.type === "chunk")
          const module = (await import(pathToFileURL(join(serverOut, "render-page.js")).href)) as RenderModule
          const { html: shell, styles } = await inlineStylesheets(await readFile(join(outDir, "index.html"), "utf8"), (file) =>
            readFile(join(outDir, file), "utf8")
          )
          const paths = [...module.prerenderedPaths, ...module.prerenderedSignedInPaths]
          const manifest: PrerenderedManifest = {
            languages,
            pages: Object.fromEntries(paths.map((path) => [path, fileNameOf(path)])),
            scriptSources: headScripts.map(inlineSource),
            styleSources: styles.map(inlineSource)
          }
          // A page's module is the same in every language: found once, after its first render.
          const pageModules = new Map<string, string>()
          for (const language of languages) {
            for (const path of paths) {
              const file = join(outDir, prerenderedFolder, language, `${fileNameOf(path)}.html`)
              const rendered = await module.renderPage(path, language)
              const signedIn = signedInPageCode.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))
              const pageModule = signedIn?.page ?? pageModules.get(path) ?? (await pageModuleOf(serverOut, serverChunks, module.pageComponentOf(path)))
              if (pageModule === undefined) throw new Error(`no module of the build's own gives the page it rendered for ${path}`)
              pageModules.set(path, pageModule)
              await mkdir(dirname(file), { recursive: true })
              await writeFile(file, fillShell(shell, rendered, language, preloadsOf(pageModule, language, signedIn !== undefined)))
            }
          }
          await writeFile(join(outDir, prerenderedManifest), JSON.stringify(manifest))
        } finally {
          if (process.env.KEEP_PRERENDER === undefined) await rm(serverOut, { recursive: true, force: true })
        }
      }
    }
  }
}
