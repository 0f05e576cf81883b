import { describe, expect, it } from "vitest"
import { consentMarkScript, earlyTapsScript, headScripts, inlineSource } from "./head-scripts.ts"
import { fillShell, inlineStylesheets } from "./prerender.ts"

const shell = `<!doctype html>
<html lang="fr">
  <head>
    <title>Allez! — le jeu de grimpe entre amis</title>
    <meta name="description" content="Le jeu de soirée des salles d'escalade." />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head>
  <body><div id="root"></div></body>
</html>`

describe("fillShell", () => {
  const page = { html: "<main><h1>The rules</h1></main>", route: "rules", title: "The rules — Allez!", description: "The party game for climbers." }

  it("puts the page, its language, its title and the description in that language into the shell", () => {
    const html = fillShell(shell, page, "en")
    expect(html).toContain('<html lang="en"')
    expect(html).toContain("<title>The rules — Allez!</title>")
    expect(html).toContain('<meta name="description" content="The party game for climbers."')
    expect(html).toContain('<div id="root" data-prerendered="rules"><main><h1>The rules</h1></main></div>')
    expect(html).not.toContain("le jeu de grimpe entre amis")
  })

  it("holds the first paint until the page's end is parsed, so no part of it is drawn before the rest arrives", () => {
    const html = fillShell(shell, page, "en")
    const head = html.slice(0, html.indexOf("</head>"))
    const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(head)
    expect(expected).not.toBeNull()
    const root = html.indexOf('<div id="root"')
    const end = html.indexOf(`id="${expected?.[1]}"`)
    expect(end).toBeGreaterThan(html.indexOf("</main></div>", root))
    expect(html.indexOf(`id="${expected?.[1]}"`, end + 1)).toBe(-1)
  })

  it("fetches the code at low priority, behind what the first paint needs", () => {
    const html = fillShell(shell, page, "en")
    expect(html).toContain('<script type="module" fetchpriority="low" ')
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" ')
  })

  it("preloads a signed-in player's page's own code instead of the home page's, at low priority", () => {
    const html = fillShell(shell, { ...page, route: "pregame" }, "fr", ["assets/game-pages.js", "assets/fr.js"])
    expect(html).not.toContain("/assets/react.js")
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/game-pages.js">')
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/fr.js">')
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">')
  })

  it("escapes a title and a description that hold markup or quotes", () => {
    const html = fillShell(shell, { ...page, title: "</title><script>alert(1)</script> & co", description: 'A "quoted" <b>text</b>' }, "fr")
    expect(html).toContain("<title>&lt;/title>&lt;script>alert(1)&lt;/script> &amp; co</title>")
    expect(html).toContain('content="A &quot;quoted&quot; <b>text</b>"')
    expect(html).not.toContain("<script>alert(1)")
  })

  it("runs the head scripts (the consent mark, then the keeper of early taps) before the first paint, and names their hashes as the server's policy will", () => {
    const html = fillShell(shell, page, "en")
    expect(html).toContain(`<script>${consentMarkScript}</script><script>${earlyTapsScript}</script></head>`)
    expect(html.indexOf(earlyTapsScript)).toBeLessThan(html.indexOf("<body>"))
    expect(headScripts).toEqual([consentMarkScript, earlyTapsScript])
    for (const script of headScripts) expect(inlineSource(script)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  })

  it("the consent mark hides the banner for a visitor who chose, and only then", () => {
    for (const [stored, mark] of [
      [null, undefined],
      ['{"analythics":false,"ads":false}', "saved"]
    ] as const) {
      const dataset: Record<string, string> = {}
      const localStorage = { getItem: (key: string) => (key === "acceptedCookies" ? stored : null) }
      new Function("localStorage", "document", consentMarkScript)(localStorage, { documentElement: { dataset } })
      expect(dataset.consent).toBe(mark)
    }
    // Storage that throws (a private mode) leaves the banner to the app.
    const dataset: Record<string, string> = {}
    const refusing = {
      getItem: () => {
        throw new Error("denied")
      }
    }
    new Function("localStorage", "document", consentMarkScript)(refusing, { documentElement: { dataset } })
    expect(dataset.consent).toBeUndefined()
  })

  it("refuses a shell without an empty root to fill", () => {
    expect(() => fillShell(shell.replace('<div id="root"></div>', ""), page, "fr")).toThrow(/empty/)
  })
})

describe("inlineStylesheets", () => {
  const files: Readonly<Record<string, string>> = {
    "assets/index.css": ".navbar{display:flex}",
    "assets/odd.css": "a::after{content:'</style><script>alert(1)</script>'}"
  }
  const read = async (file: string) => files[file] ?? Promise.reject(new Error(`no ${file}`))
  const linked = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`

  it("puts the shell's stylesheet in the page, so it paints without fetching it, and returns it for the policy's hash", async () => {
    const { html, styles } = await inlineStylesheets(shell.replace("</head>", `${linked("assets/index.css")}</head>`), read)
    // Kept for Vite's loader, which then never adds the file after a page's own stylesheet; disabled, it is neither fetched nor applied.
    expect(html).toContain('<style>.navbar{display:flex}</style><link rel="stylesheet" crossorigin href="/assets/index.css" disabled></head>')
    expect(styles).toEqual([".navbar{display:flex}"])
    expect(inlineSource(styles[0] as string)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  })

  it("leaves linked a stylesheet that would end the style element, and a shell without one as it is", async () => {
    const withOdd = shell.replace("</head>", `${linked("assets/odd.css")}</head>`)
    expect(await inlineStylesheets(withOdd, read)).toEqual({ html: withOdd, styles: [] })
    expect(await inlineStylesheets(shell, read)).toEqual({ html: shell, styles: [] })
  })
})
