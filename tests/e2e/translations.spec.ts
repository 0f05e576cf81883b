import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Page } from "@playwright/test"
import type { Language } from "#core/domain/language.ts"
import { type RouteName, routes } from "#core/navigation/routes.ts"
import { grantAdmin, solveHumanCheck, startGame } from "./admin-support.ts"
import { axeViolations } from "./axe.ts"
import { consoleErrors, expect, networkQuiet, originOf, signUpThroughApi, test, withSavedCookieChoice, withSavedLanguage } from "./fixtures.ts"
import { isPrerendered, publicPages } from "./public-pages.ts"
import { laptop } from "./screens.ts"
import { type Problem, problemsOn } from "./texts-on-screen.ts"

/**
 * Every route and every modal, in both languages, read for words that never reached the screen: a
 * raw key (`auth.field.displayNameHint`: its texts were not loaded there) or a text of the other
 * language (a translation missing, the fallback shown instead). On the same visits, the visitor's
 * pages are scanned with axe and watched for console errors: one load of each page for every check.
 */

/** Waits for the page's heading and a quiet moment (texts and toasts in place), then reads it. */
const readPage = async (page: Page, language: Language, where: string, problems: Array<Problem>) => {
  await expect(page.getByRole("heading", { level: 1 }).first(), where).toBeVisible()
  await expect(page.locator("html"), where).toHaveAttribute("lang", language)
  await networkQuiet(page)
  for (const problem of await problemsOn(page, language)) problems.push({ where: `${where}: ${problem.where}`, text: problem.text })
}

/** A concrete address for each route: its path, its parameters filled in. */
const pathOf = (name: RouteName, gameId: string): string => {
  switch (name) {
    case "game":
      return `/game/${gameId}`
    case "admin-pack":
      return "/admin/packs/base"
    default:
      return routes.find((route) => route.name === name)?.path ?? "/"
  }
}

/** The settings modals, as the settings page opens them (its buttons' names in each language). */
const settingsModals: Readonly<Record<Language, ReadonlyArray<{ readonly open: (page: Page) => Promise<void> }>>> = {
  fr: [
    { open: (page) => page.getByRole("button", { name: "Changer la photo", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Supprimer la photo", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Modifier — Pseudo", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Changer l'e-mail", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Changer le mot de passe", exact: true }).click() },
    { open: (page) => page.getByRole("switch").click() },
    { open: (page) => page.getByRole("button", { name: "Choisir les catégories", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Exporter", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Supprimer mon compte", exact: true }).click() }
  ],
  en: [
    { open: (page) => page.getByRole("button", { name: "Change the photo", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Remove the photo", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Edit — Display name", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Change the e-mail", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Change the password", exact: true }).click() },
    { open: (page) => page.getByRole("switch").click() },
    { open: (page) => page.getByRole("button", { name: "Choose the categories", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Export", exact: true }).click() },
    { open: (page) => page.getByRole("button", { name: "Delete my account", exact: true }).click() }
  ]
}

const photo = readFileSync(fileURLToPath(new URL("../../web/public/icons/icon-192.png", import.meta.url)))

/**
 * The pages a visitor opens directly: every route anyone may open (the auth pages among them) and the
 * public pages of public-pages.ts (a reset link's form), but the prerendered ones, which
 * prerendered-pages.spec.ts opens as a first visitor and reads for the same words.
 */
const visitorPaths = [
  ...new Set([
    ...routes.filter((route) => route.access === "public" || route.access === "anonymous-only").map((route) => pathOf(route.name, "")),
    ...publicPages.map((page) => page.path)
  ])
].filter((path) => !isPrerendered(path))

/** The French heading of the visitor's pages that say which page they are. */
const frenchHeadings: ReadonlyMap<string, RegExp> = new Map([
  ...publicPages.map((page) => [page.path, page.heading] as const),
  ["/store/bag", /Ton panier/],
  ["/store/error", /Achat non finalisé/]
])

/** What the error pages say, in French, under their heading. */
const frenchTexts: ReadonlyMap<string, string> = new Map([
  ["/404/game", "Cette partie n'existe pas ou a expiré."],
  ["/403", "Tu n'as pas accès à cette page."],
  ["/403/forbidden-game", "Tu n'as pas accès à cette partie."]
])

/** A walk's start, in a test: a page in `language` (its saved locale, no cookie banner), and the problems it will find. */
const startWalk = async (page: Page, language: Language): Promise<Array<Problem>> => {
  test.setTimeout(180_000)
  await withSavedCookieChoice(page)
  await withSavedLanguage(page, language)
  return []
}

for (const language of ["fr", "en"] as const) {
  const inLanguage = language === "fr" ? "in French" : "in English"

  test(`every visitor's page and the cookie preferences ${inLanguage}: no raw key, no text of the other language; the public pages pass axe and log no error`, async ({
    page
  }) => {
    const problems = await startWalk(page, language)

    // At a laptop's width: each page's words; the public pages' axe scans (moderate impact or worse
    // fails); no console error, nor on the way to sign-in from a page that needs an account.
    await page.setViewportSize(laptop)
    const errors = consoleErrors(page)
    for (const path of visitorPaths) {
      await page.goto(path)
      await readPage(page, language, `visitor ${path}`, problems)
      const heading = frenchHeadings.get(path)
      if (language === "fr" && heading !== undefined) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
      const text = frenchTexts.get(path)
      if (language === "fr" && text !== undefined) await expect(page.getByText(text)).toBeVisible()
      if (publicPages.some((each) => each.path === path)) expect.soft(await axeViolations(page), `${path} in ${language}`).toEqual([])
    }
    await page.goto("/game")
    await expect(page).toHaveURL(/\/auth\/sign-in/)
    await networkQuiet(page)
    expect(errors).toEqual([])
    await page.goto("/")
    await page.getByRole("button", { name: language === "fr" ? "Préférences de cookies" : "Cookie preferences" }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await readPage(page, language, "cookie preferences", problems)
    expect(problems).toEqual([])
  })

  test(`every other route, the game's modals and the settings' ${inLanguage}, for an admin who plays: no raw key, no text of the other language`, async ({
    page
  }) => {
    const problems = await startWalk(page, language)
    // Every route a visitor cannot open, opened directly (a fresh page load each).
    const account = await signUpThroughApi(page, { language, displayName: "Zoé" })
    await grantAdmin(account.email)
    const { gameId } = await startGame(page)
    const origin = originOf(page)
    const uploaded = await page.request.post("/api/me/photo", {
      headers: { Origin: origin, "x-human-check": await solveHumanCheck(page, "change_image") },
      multipart: { photo: { name: "photo.png", mimeType: "image/png", buffer: photo } }
    })
    expect(uploaded.ok(), await uploaded.text()).toBe(true)
    const subscribed = await page.request.patch("/api/me/profile", {
      headers: { Origin: origin, "x-human-check": await solveHumanCheck(page, "email_subscription") },
      data: { emailList: true }
    })
    expect(subscribed.ok(), await subscribed.text()).toBe(true)
    // On the game's own page, its modals (rules, feedback) too, each closed with Escape before the next, as the settings' are below.
    for (const route of routes.filter((each) => each.access !== "public" && each.access !== "anonymous-only")) {
      await page.goto(pathOf(route.name, gameId))
      await readPage(page, language, `signed in ${route.path}`, problems)
      if (route.name !== "game") continue
      for (const name of language === "fr" ? ["Règles", "Ton avis"] : ["Rules", "Feedback"]) {
        await page.getByRole("navigation").getByRole("button", { name, exact: true }).click()
        await expect(page.getByRole("dialog")).toBeVisible()
        await readPage(page, language, `game modal ${name}`, problems)
        await page.keyboard.press("Escape")
        await expect(page.getByRole("dialog")).toBeHidden()
      }
    }

    // Each settings modal, closed with Escape before the next.
    await page.goto("/parameters")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    for (const [index, modal] of settingsModals[language].entries()) {
      await modal.open(page)
      await expect(page.getByRole("dialog")).toBeVisible()
      await readPage(page, language, `settings modal ${index + 1}`, problems)
      await page.keyboard.press("Escape")
      await expect(page.getByRole("dialog")).toBeHidden()
    }

    expect(problems).toEqual([])
  })
}
