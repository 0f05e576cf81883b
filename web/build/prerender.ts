import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import babel from "@rolldown/plugin-babel"
import react from "@vitejs/plugin-react"
import { build, type Plugin } from "vite"
import { type Language, languages } from "#core/domain/language.ts"
import type { RenderedPage } from "../prerender/render-page.tsx"
import { consentMarkScript, scriptSource } from "./consent-mark.ts"
import { coreCatalogs } from "./core-catalogs.ts"
import { freePacks } from "./free-packs.ts"

/** Where the prerendered pages go in the build: `prerendered/<language>/<name>.html`, and the list the server reads. */
export const prerenderedFolder = "prerendered"
export const prerenderedManifest = `${prerenderedFolder}/pages.json`

/**
 * The manifest: each prerendered path and the file name of its page (the same in every language),
 * and the Content-Security-Policy sources of the inline scripts the pages carry, for the server.
 */
export interface PrerenderedManifest {
  readonly languages: ReadonlyArray<Language>
  readonly pages: Readonly<Record<string, string>>
  readonly scriptSources: ReadonlyArray<string>
}

/** The server build of web/prerender/render-page.tsx, as this plugin runs it. */
type RenderModule = typeof import("../prerender/render-page.tsx")

/** The file name of a path: `/` is `index`, `/auth/sign-in` is `auth-sign-in`. */
const fileNameOf = (path: string): string => (path === "/" ? "index" : path.slice(1).replaceAll("/", "-"))

const escapeAttribute = (value: string): string => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")
const escapeText = (value: string): string => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;")

/**
 * The built index.html with a page inside #root, in its language, with the page's own title and the
 * site's description in that language. The page is on screen before its code runs, so that code is
 * fetched at low priority, behind the stylesheet the first paint needs; the consent mark runs first
 * (consent-mark.ts), so a visitor who chose never sees the banner the page comes with.
 */
export const fillShell = (shell: string, page: RenderedPage, language: Language): string => {
  const withLanguage = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeAttribute(page.description)}"`)
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
  if (!withLanguage.includes("</head>")) throw new Error("index.html has no </head> to put the consent mark before")
  const marked = withLanguage.replace("</head>", () => `<script>${consentMarkScript}</script></head>`)
  const root = '<div id="root"></div>'
  if (!marked.includes(root)) throw new Error(`index.html has no empty ${root} to fill`)
  return marked.replace(root, () => `<div id="root" data-prerendered="${escapeAttribute(page.route)}">${page.html}</div>`)
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
  return {
    name: "allez:prerender",
    apply: "build",
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
          await build({
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
          })
          const module = (await import(pathToFileURL(join(serverOut, "render-page.js")).href)) as RenderModule
          const shell = await readFile(join(outDir, "index.html"), "utf8")
          const manifest: PrerenderedManifest = {
            languages,
            pages: Object.fromEntries(module.prerenderedPaths.map((path) => [path, fileNameOf(path)])),
            scriptSources: [scriptSource(consentMarkScript)]
          }
          for (const language of languages) {
            for (const path of module.prerenderedPaths) {
              const file = join(outDir, prerenderedFolder, language, `${fileNameOf(path)}.html`)
              await mkdir(dirname(file), { recursive: true })
              await writeFile(file, fillShell(shell, await module.renderPage(path, language), language))
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
