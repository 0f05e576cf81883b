import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync } from "node:zlib"
import { afterAll, describe, expect, it } from "vitest"
import { webAppRoutes } from "./web-app.ts"

/** A build folder as web/build/prerender.ts writes it: the shell, and /rules in both languages (French precompressed). */
const webRoot = mkdtempSync(join(tmpdir(), "allez-web-app-"))
writeFileSync(join(webRoot, "index.html"), '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>')
mkdirSync(join(webRoot, "prerendered", "fr"), { recursive: true })
mkdirSync(join(webRoot, "prerendered", "en"), { recursive: true })
const markSource = "'sha256-RQhU4eJC6zeohO9JksfvP9ZQizN4tfEbkZJlclL8s4Y='"
const styleSource = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
writeFileSync(
  join(webRoot, "prerendered", "pages.json"),
  // A tampered manifest's extra sources ('unsafe-inline') are not hashes: they are left out.
  JSON.stringify({
    languages: ["fr", "en"],
    pages: { "/rules": "rules" },
    scriptSources: [markSource, "'unsafe-inline'"],
    styleSources: [styleSource, "'unsafe-inline'", "https://evil.example"]
  })
)
const french = '<html lang="fr"><div id="root" data-prerendered="rules"><h1>Les règles du jeu</h1></div></html>'
writeFileSync(join(webRoot, "prerendered", "fr", "rules.html"), french)
writeFileSync(join(webRoot, "prerendered", "fr", "rules.html.br"), brotliCompressSync(french))
writeFileSync(
  join(webRoot, "prerendered", "en", "rules.html"),
  '<html lang="en"><div id="root" data-prerendered="rules"><h1>The rules of the game</h1></div></html>'
)
afterAll(() => rmSync(webRoot, { recursive: true, force: true }))

const app = webAppRoutes(webRoot)
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

describe("the web app's pages", () => {
  it("sends a prerendered page in the stored language, then Accept-Language's, then French, and varies on both", async () => {
    expect(await (await get("/rules", { "Accept-Language": "de-DE, en;q=0.5" })).text()).toContain("The rules of the game")
    expect(await (await get("/rules", { "Accept-Language": "en-GB", Cookie: "locale=fr" })).text()).toContain("Les règles du jeu")
    expect(await (await get("/rules", { "Accept-Language": "fr", Cookie: "locale=en" })).text()).toContain("The rules of the game")
    const fallback = await get("/rules", { "Accept-Language": "de", Cookie: "locale=<script>" })
    expect(await fallback.text()).toContain("Les règles du jeu")
    expect(fallback.headers.get("vary")).toMatch(/Cookie.*Accept-Language/)
  })

  it("sends the build's Brotli copy to a browser that takes it", async () => {
    const response = await get("/rules", { "Accept-Encoding": "gzip, br" })
    expect(response.headers.get("content-encoding")).toBe("br")
    expect(response.headers.get("content-type")).toMatch(/text\/html/)
  })

  it("sends the shell, in the chosen language, for a page that is not prerendered or has a query string", async () => {
    for (const path of ["/game/pregame", "/rules?from=home"]) {
      const response = await get(path, { "Accept-Language": "en" })
      const html = await response.text()
      expect(html).toContain('<html lang="en">')
      expect(html).not.toContain("data-prerendered")
    }
  })

  it("lets a prerendered page run its inline scripts and stylesheet by their hashes, and nothing else inline; the shell none", async () => {
    const policy = (await get("/rules")).headers.get("content-security-policy") ?? ""
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toMatch(new RegExp(`script-src 'self' ${markSource.replace(/[+/]/g, "\\$&")}(;|$)`))
    expect(policy).toMatch(new RegExp(`style-src 'self' ${styleSource.replace(/[+/]/g, "\\$&")}(;|$)`))
    expect(policy).not.toContain("unsafe-inline")
    expect(policy).not.toContain("evil.example")
    expect((await get("/game/pregame")).headers.get("content-security-policy")).toBeNull()
  })

  it("never lets a cookie or a header write into the page", async () => {
    const html = await (await get("/game", { Cookie: 'locale="><script>alert(1)</script>', "Accept-Language": "<x>" })).text()
    expect(html).toContain('<html lang="fr">')
    expect(html).not.toContain("<script>alert")
  })
})
