import type { Browser, Page } from "@playwright/test"
import { encode } from "uqr"
import type { GymEventAnswer } from "#contract/gym-event-answers.ts"
import type { Game } from "#core/game/game.ts"
import { axeViolations } from "./axe.ts"
import { expect, originOf, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"
import { acceptDisclaimer } from "./game-support.ts"
import { newHost, openNight } from "./gym-night-support.ts"
import { lookAt, screenshotsFolder } from "./screens.ts"

/**
 * A gym host's pages (issue #39, points 1 and 4): the menu entry, `/host` (their nights and the form
 * that creates one), a night's page (screen link, poster, hidden names, close, results, CSV) and the
 * printed poster, on one page at A4 and at A3.
 */

const json = { Accept: "application/json" }
const hour = 3_600_000
/** With `npm run screenshots`: the whole page, for a person to look at (never asserted). */
const shoot = (page: Page, name: string) => lookAt(page, `${screenshotsFolder}gym-night-${name}.png`, { fullPage: true })

/** A `datetime-local` value for `at`, in the browser's time zone (the test's, here). */
const localInput = (at: number): string => {
  const date = new Date(at)
  const pad = (value: number) => String(value).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

let devices = 0

/** A group's phone, signed up from its own address, that plays one game of the night through the API: Chloé succeeds, Malik fails. */
const groupPlays = async (browser: Browser, host: Page, eventId: string) => {
  devices += 1
  const context = await browser.newContext({ baseURL: originOf(host), extraHTTPHeaders: { "X-Forwarded-For": `10.249.${process.pid % 250}.${devices % 250}` } })
  const phone = await context.newPage()
  await signUpThroughApi(phone, { displayName: "Compte du groupe", language: "fr" })
  await acceptDisclaimer(phone)
  const post = async (path: string, data: unknown) => {
    const response = await phone.request.post(path, { headers: { Origin: originOf(phone), ...json }, data })
    expect(response.ok(), await response.text()).toBe(true)
    return (await response.json()) as Game
  }
  let game = await post("/api/games", {
    players: [
      { name: "Chloé", difficulty: "6A", avatar: "01-green-yellow" },
      { name: "Malik", difficulty: "6A", avatar: "02-blue-red" }
    ],
    packs: ["base"],
    gymEventId: eventId
  })
  for (const outcome of ["success", "fail"] as const) {
    game = await post(`/api/games/${game.id}/actions`, { version: game.version, action: { _tag: "confirm-route", route: null } })
    game = await post(`/api/games/${game.id}/actions`, { version: game.version, action: { _tag: "record-result", outcome } })
  }
  await context.close()
}

/** The names the big screen ranks now, read through its link (`GET /api/gym-events/:id/screen?token=`). */
const rankedNames = async (page: Page, eventId: string, token: string): Promise<ReadonlyArray<string>> => {
  const response = await page.request.get(`/api/gym-events/${eventId}/screen?token=${encodeURIComponent(token)}`, { headers: json })
  expect(response.status(), await response.text()).toBe(200)
  const { screen } = (await response.json()) as GymEventAnswer<"GET /gym-events/:id/screen">
  return screen.ranking.map((player) => player.name)
}

test("a host creates a night through the form, runs it from its page, closes it and downloads its results", async ({ page, browser }) => {
  test.setTimeout(120_000)
  await newHost(page)
  await page.goto("/")

  // The menu offers the host their nights.
  await page.getByRole("button", { name: /Menu du compte/ }).click()
  await page.getByRole("link", { name: "Soirées" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soirées")
  await expect(page.getByText("Bloc Session, Lyon")).toBeVisible()
  await expect(page.getByText("Pas encore de soirée : crée la première avec le formulaire.")).toBeVisible()

  // One bad input first: the end before the start. The API's message sits by the field; nothing typed is lost.
  const form = page.getByRole("form", { name: "Créer une soirée" })
  await form.getByLabel("Nom de la soirée").fill("Soirée bloc de Noël")
  await form.getByLabel("English").check()
  const start = Date.now() - hour
  await form.getByLabel("Début").fill(localInput(start))
  await form.getByLabel("Fin").fill(localInput(start - hour))
  await form.getByRole("checkbox", { name: /Soirée entre potes/ }).check()
  await form.getByRole("checkbox", { name: /ex æquo/ }).check()
  await form.getByRole("button", { name: "Créer la soirée" }).click()
  await expect(page.locator("#night-endsAt-error")).not.toBeEmpty()
  await expect(page.locator("#night-endsAt")).toBeFocused()
  await expect(page.locator("#night-endsAt")).toHaveAttribute("aria-invalid", "true")
  await expect(form.getByLabel("Nom de la soirée")).toHaveValue("Soirée bloc de Noël")
  await expect(form.getByLabel("English")).toBeChecked()
  await expect(form.getByLabel("Début")).toHaveValue(localInput(start))
  await expect(form.getByRole("checkbox", { name: /Soirée entre potes/ })).toBeChecked()
  await expect(form.getByRole("checkbox", { name: /ex æquo/ })).toBeChecked()
  await form.getByLabel("Fin").fill(localInput(start + 3 * hour))
  await form.getByRole("button", { name: "Créer la soirée" }).click()

  // The night's page, with the big screen's link shown this once.
  await expect(page).toHaveURL(/\/host\/events\/[^/]+$/)
  const eventId = new URL(page.url()).pathname.split("/").pop() ?? ""
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soirée bloc de Noël")
  await expect(page.getByText("Ouverte", { exact: true })).toBeVisible()
  const code = (await page.getByTestId("join-code").textContent()) ?? ""
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
  const firstLink = await page.getByLabel("Lien du grand écran").inputValue()
  expect(firstLink).toContain(`/event/${eventId}/screen?token=`)
  expect(await axeViolations(page)).toEqual([])
  await page.reload()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soirée bloc de Noël")
  await expect(page.getByLabel("Lien du grand écran")).toHaveCount(0)

  // Listed on /host, newest first, with its code.
  await page.getByRole("link", { name: "Retour à mes soirées" }).click()
  const night = page.getByRole("list", { name: "Tes soirées" }).getByRole("listitem").filter({ hasText: "Soirée bloc de Noël" })
  await expect(night).toContainText(code)
  await expect(night).toContainText("Ouverte")
  await expect(night).toContainText("0 groupe")
  expect(await axeViolations(page)).toEqual([])
  await night.getByRole("link", { name: "Soirée bloc de Noël" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soirée bloc de Noël")

  // A new screen link replaces the first (which opens nothing any more).
  await page.getByRole("button", { name: "Nouveau lien d'écran" }).click()
  const screenLink = page.getByLabel("Lien du grand écran")
  await expect(screenLink).toHaveValue(/\/screen\?token=/)
  const link = new URL(await screenLink.inputValue())
  expect(link.href).not.toBe(firstLink)
  const token = link.searchParams.get("token") ?? ""
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
  await page.getByRole("button", { name: "Copier le lien" }).click()
  await expect(page.getByRole("button", { name: "Copié" })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.href)
  const old = await page.request.get(`/api/gym-events/${eventId}/screen?token=${new URL(firstLink).searchParams.get("token")}`, { headers: json })
  expect(old.status()).toBe(403)

  // A group plays; the host hides a name, and it leaves the screen's standings; shown again, it is back.
  await groupPlays(browser, page, eventId)
  await expect.poll(() => rankedNames(page, eventId, token)).toEqual(["Chloé", "Malik"])
  await page.getByLabel("Prénom à masquer").fill("Chloé")
  await page.getByRole("button", { name: "Masquer", exact: true }).click()
  const hidden = page.getByRole("list", { name: "Prénoms masqués" })
  // Names are kept as the API compares them, case aside.
  await expect(hidden.getByRole("listitem")).toHaveText([/chloé/i])
  await expect(page.getByLabel("Prénom à masquer")).toHaveValue("")
  expect(await rankedNames(page, eventId, token)).toEqual(["Malik"])
  await hidden.getByRole("button", { name: /^Remontrer chloé$/i }).click()
  await expect(page.getByText("Aucun prénom masqué.")).toBeVisible()
  expect(await rankedNames(page, eventId, token)).toEqual(["Chloé", "Malik"])

  // Closed after a confirmation: its results, and the CSV.
  await page.getByRole("button", { name: "Clôturer la soirée" }).click()
  const dialog = page.getByRole("dialog", { name: "Clôturer «\u00a0Soirée bloc de Noël\u00a0»\u00a0?" })
  await expect(dialog).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await dialog.getByRole("button", { name: "Clôturer la soirée" }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText("Clôturée", { exact: true }).first()).toBeVisible()
  await expect(page.getByRole("button", { name: "Clôturer la soirée" })).toHaveCount(0)
  await expect(page.getByTestId("podium").getByRole("listitem").first()).toContainText(/1\. Chloé \(groupe 1\), \d+ pts/)
  // A loss reads as the rest of the app writes it, with a minus sign.
  await expect(page.getByTestId("podium").getByRole("listitem").nth(1)).toContainText(/2\. Malik \(groupe 1\), −25 pts/)
  await expect(page.getByTestId("teams")).toContainText("Chloé, Malik")
  await expect(page.getByTestId("cards").getByRole("row")).toHaveCount(3)
  await expect(page.getByTestId("cards")).toContainText(/100\u00a0% \(1\/1\)/)
  await expect(page.getByTestId("cards")).toContainText(/0\u00a0% \(0\/1\)/)
  const download = page.waitForEvent("download")
  await page.getByRole("link", { name: "Télécharger les résultats (CSV)" }).click()
  const csv = await (await download).createReadStream()
  const chunks: Array<Buffer> = []
  for await (const chunk of csv) chunks.push(chunk as Buffer)
  const lines = Buffer.concat(chunks).toString("utf8").trim().split("\r\n")
  expect(lines[0]).toBe("rank,group,name,points,attempts,successes,team_score,team_target,team_reached_target")
  expect(lines[1]).toMatch(/^1,1,Chloé,\d+,1,1,\d+,500,(yes|no)$/)
  expect(lines[2]).toMatch(/^2,1,Malik,-?\d+,1,0,\d+,500,(yes|no)$/)
  expect(await axeViolations(page)).toEqual([])
})

test("a non-host is refused /host with a clear message and sees no menu entry; a host cannot open another host's night", async ({ page, browser, baseURL }) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page, { displayName: "Léa" })
  await page.goto("/")
  await page.getByRole("button", { name: /Menu du compte/ }).click()
  await expect(page.getByRole("link", { name: "Paramètres" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Soirées" })).toHaveCount(0)
  await page.goto("/host")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Réservé aux organisateurs")
  await expect(page.getByText("Demande à un admin d'Allez! de faire de ton compte l'organisateur de ta salle.", { exact: false })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // Another host's night answers as a missing one, on its page and on its poster.
  const other = await browser.newPage({ baseURL })
  await newHost(other, "Rival")
  const { event } = await openNight(other, "Soirée du rival", "fr", ["base"])
  await other.close()
  await newHost(page, "Maya")
  await page.goto(`/host/events/${event.id}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soirée introuvable")
  await expect(page.getByText("Soirée du rival")).toHaveCount(0)
  await page.goto(`/host/events/${event.id}/poster?size=a4&lang=fr`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soirée introuvable")
  await page.getByRole("link", { name: "Retour à mes soirées" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soirées")
})

for (const { size, lang, title } of [
  { size: "a4", lang: "fr", title: "Code de la soirée" },
  { size: "a3", lang: "en", title: "The night's code" }
] as const) {
  test(`the poster prints on one ${size.toUpperCase()} page, in ${lang}, with a square QR code and the code`, async ({ page }) => {
    await newHost(page)
    const { event } = await openNight(page, "Soirée bloc de Noël", "fr", ["base"])
    await page.goto(`/host/events/${event.id}/poster?size=${size}&lang=${lang}`)
    const poster = page.getByTestId("poster")
    await expect(poster.getByRole("heading", { level: 1 })).toHaveText("Soirée bloc de Noël")
    await expect(poster).toContainText("Bloc Session, Lyon")
    await expect(poster).toContainText(title)
    await expect(page.getByTestId("poster-code")).toHaveText(event.joinCode)
    await expect(page.getByRole("navigation")).toHaveCount(0)
    await expect(page.locator("footer")).toHaveCount(0)
    const qr = page.getByTestId("poster-qr")
    await expect(qr).toBeVisible()
    const box = await qr.boundingBox()
    expect(box).not.toBeNull()
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(1)
    expect(box?.width ?? 0).toBeGreaterThan(200)
    // Its modules are exactly the join link's QR code (uqr again, as the page draws it): it opens the night.
    const { size: modules, data } = encode(event.joinUrl, { ecc: "M", border: 2 })
    const expected = data.flatMap((row, y) => row.flatMap((isDark, x) => (isDark ? [`M${x} ${y}h1v1h-1z`] : []))).join("")
    await expect(qr).toHaveAttribute("viewBox", `0 0 ${modules} ${modules}`)
    await expect(qr.locator("path")).toHaveAttribute("d", expected)
    expect(new URL(event.joinUrl).pathname).toBe(`/event/${event.joinCode}`)
    expect(await axeViolations(page)).toEqual([])
    await shoot(page, `poster-${size}-${lang}`)

    await page.emulateMedia({ media: "print" })
    await expect(page.getByRole("button", { name: lang === "fr" ? "Imprimer" : /Imprimer|Print/ })).toBeHidden()
    await expect(qr).toBeVisible()
    const pdf = await page.pdf({ preferCSSPageSize: true })
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? []
    expect(pages.length).toBe(1)
    // The page is the size asked for: A4 is 595 × 842 points, A3 842 × 1191.
    const mediaBox = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString("latin1"))
    expect(mediaBox?.slice(1, 3).map((value) => Math.round(Number(value)))).toEqual(size === "a4" ? [595, 842] : [842, 1191])
    await page.emulateMedia({ media: "screen" })
  })
}

test("the host pages at a phone's and a laptop's width: pictures to look at, nothing wider than the screen", async ({ page, browser }) => {
  test.setTimeout(120_000)
  await newHost(page)
  const { event } = await openNight(page, "Soirée bloc de Noël", "fr", ["base"])
  await groupPlays(browser, page, event.id)
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto("/host")
    await expect(page.getByRole("list", { name: "Tes soirées" }).getByRole("listitem")).toHaveCount(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await shoot(page, `host-${width}`)
    if (width === 360) {
      // The phone's menu offers the host their nights too.
      await page.getByRole("button", { name: "Ouvrir le menu" }).click()
      await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "Soirées" })).toBeVisible()
      await page.getByRole("button", { name: "Fermer le menu" }).click()
    }
    await page.goto(`/host/events/${event.id}`)
    await expect(page.getByTestId("podium")).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await shoot(page, `event-${width}`)
  }

  // In English too.
  await page.getByRole("button", { name: "English", exact: true }).click()
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible()
  await expect(page.getByRole("button", { name: "New screen link" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Poster A3, Français" })).toBeVisible()
  await page.getByRole("link", { name: "Back to my nights" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gym nights")
  await expect(page.getByRole("form", { name: "Create a night" })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await shoot(page, "host-1280-en")
})
