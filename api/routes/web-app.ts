import { existsSync, readFileSync } from "node:fs"
import { extname, join } from "node:path"
import { type Context, Hono } from "hono"
import { getCookie } from "hono/cookie"
import { type Language, languages } from "#core/domain/language.ts"
import { languageCookie, parseLocale } from "#core/locale/locale.ts"
import type { ApiEnv } from "../api-env.ts"
import { policyWithInline } from "../content-security-policy.ts"
import { requestLanguage } from "../middleware/language.ts"
import { keptStatic } from "./kept-static.ts"

/** Hashed build assets never change under their name; everything else is revalidated on each visit. */
const cacheControlFor = (path: string): string => (/[/\\]assets[/\\]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache")

const notBuilt = `<!doctype html><meta charset="utf-8"><title>Allez!</title>
<p>The web app is not built yet: run <code>npm run build:web</code> (or <code>npm start</code>, which builds it first).</p>`

/** A prerendered page as read from the build, with its precompressed copies when the build wrote them. */
interface PageFile {
  readonly html: string
  readonly br: Buffer | undefined
  readonly gz: Buffer | undefined
}

const readOptional = (file: string): Buffer | undefined => (existsSync(file) ? readFileSync(file) : undefined)

/** The public pages the build rendered to HTML, by language then path, and the policy they are sent with. */
interface Prerendered {
  readonly byLanguage: ReadonlyMap<Language, ReadonlyMap<string, PageFile>>
  /** The Content-Security-Policy of these pages: the app's, with the hashes of their inline scripts. */
  readonly policy: string
}

/**
 * The public pages the build rendered to HTML (web/build/prerender.ts), by language then path; none
 * when the build has no manifest.
 */
const readPrerendered = (webRoot: string): Prerendered => {
  const manifestFile = join(webRoot, "prerendered", "pages.json")
  const byLanguage = new Map<Language, Map<string, PageFile>>()
  if (!existsSync(manifestFile)) return { byLanguage, policy: policyWithInline({ scripts: [], styles: [] }) }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as {
    readonly pages: Readonly<Record<string, string>>
    readonly scriptSources?: ReadonlyArray<string>
    readonly styleSources?: ReadonlyArray<string>
  }
  for (const language of languages) {
    const pages = new Map<string, PageFile>()
    for (const [path, name] of Object.entries(manifest.pages)) {
      const file = join(webRoot, "prerendered", language, `${name}.html`)
      if (existsSync(file)) pages.set(path, { html: readFileSync(file, "utf8"), br: readOptional(`${file}.br`), gz: readOptional(`${file}.gz`) })
    }
    byLanguage.set(language, pages)
  }
  // Only hashes: a manifest that named anything else would not widen what the pages may run.
  const hashes = (sources: ReadonlyArray<string> = []) => sources.filter((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))
  return { byLanguage, policy: policyWithInline({ scripts: hashes(manifest.scriptSources), styles: hashes(manifest.styleSources) }) }
}

/** The language of a page: the stored choice (the app's `locale` cookie), then Accept-Language, then French. */
const pageLanguage = (c: Context<ApiEnv>): Language => parseLocale(getCookie(c, languageCookie)) ?? requestLanguage(c)

/** Sends a prerendered page, compressed when the build compressed it and the browser accepts it. */
const sendPage = (c: Context<ApiEnv>, page: PageFile, policy: string) => {
  // The page's own policy, kept by the app's secureHeaders: its inline consent mark may run.
  c.header("Content-Security-Policy", policy)
  c.header("Cache-Control", "no-cache")
  c.header("Vary", "Cookie, Accept-Language, Accept-Encoding")
  c.header("Content-Type", "text/html; charset=UTF-8")
  const accepted = c.req.header("accept-encoding") ?? ""
  if (page.br !== undefined && /\bbr\b/.test(accepted)) {
    c.header("Content-Encoding", "br")
    return c.body(new Uint8Array(page.br))
  }
  if (page.gz !== undefined && /\bgzip\b/.test(accepted)) {
    c.header("Content-Encoding", "gzip")
    return c.body(new Uint8Array(page.gz))
  }
  return c.html(page.html)
}

/**
 * The built web app (web/dist): static files with their cache policy, and index.html for every
 * page address (the app routes in the browser); the public pages the build prerendered come
 * rendered, in the visitor's language (a query string gets the plain shell: it may change the page).
 * The service worker and the shell are never
 * cached by HTTP, so a new deployment reaches the update prompt on the next visit.
 */
export const webAppRoutes = (webRoot: string) => {
  const indexFile = join(webRoot, "index.html")
  const readIndex = (): string | undefined => (existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined)
  let index = readIndex()
  let prerendered = readPrerendered(webRoot)

  /** A page address (no file extension, not the API): the app's shell, or the page already rendered. */
  const isPageAddress = (path: string) => !path.startsWith("/api/") && extname(path) === ""

  return new Hono<ApiEnv>()
    .get("*", async (c, next) => {
      if (!isPageAddress(c.req.path)) return next()
      if (index === undefined) {
        index = readIndex()
        prerendered = readPrerendered(webRoot)
      }
      const page = new URL(c.req.url).search === "" ? prerendered.byLanguage.get(pageLanguage(c))?.get(c.req.path) : undefined
      if (page !== undefined) return sendPage(c, page, prerendered.policy)
      c.header("Cache-Control", "no-cache")
      if (index === undefined) return c.html(notBuilt, 503)
      // The shell speaks the same language as the prerendered pages (the app starts in its <html lang>).
      c.header("Vary", "Cookie, Accept-Language")
      const language = pageLanguage(c)
      return c.html(index.replace(/<html lang="[^"]*"/, `<html lang="${language}"`))
    })
    .use(
      "*",
      // The build writes .br and .gz copies of its text assets (web/build/precompress.ts).
      keptStatic({
        root: webRoot,
        onFound: (path, c) => {
          c.header("Cache-Control", cacheControlFor(path))
        }
      })
    )
    .get("*", async (c, next) => {
      if (c.req.path.startsWith("/api/")) return next()
      return c.text("Not found", 404, { "Cache-Control": "no-cache" })
    })
}
