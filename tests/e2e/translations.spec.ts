import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Page } from "@playwright/test"
import type { Language } from "#core/domain/language.ts"
import { catalogs } from "#core/i18n/catalog.ts"
import { type RouteName, routes } from "#core/navigation/routes.ts"
import { grantByCli, solveHumanCheck, startGame } from "./admin-support.ts"
import { expect, networkQuiet, originOf, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"

/**
 * Every route and every modal, in both languages, read for words that never reached the screen: a
 * raw key (`auth.field.displayNameHint`: its texts were not loaded there) or a text of the other
 * language (a translation missing, the fallback shown instead).
 */

type Texts = Readonly<Record<string, string>>
const webRoot = fileURLToPath(new URL("../../web/", import.meta.url))
const readJson = (file: string): Texts => JSON.parse(readFileSync(file, "utf8")) as Texts
const featureFolders = readdirSync(join(webRoot, "features")).filter((feature) => {
  try {
    return readdirSync(join(webRoot, "features", feature, "locales")).includes("fr.json")
  } catch {
    return false
  }
})
const textsOf = (language: Language): Texts =>
  Object.assign(
    {},
    catalogs[language],
    readJson(join(webRoot, "locales", `${language}.json`)),
    ...featureFolders.map((feature) => readJson(join(webRoot, "features", feature, "locales", `${language}.json`))),
    // The texts of shared components (the rules list, the disclaimer form), which their modules load.
    ...readdirSync(join(webRoot, "components", "locales")).map((component) => readJson(join(webRoot, "components", "locales", component, `${language}.json`)))
  ) as Texts
const texts: Readonly<Record<Language, Texts>> = { fr: textsOf("fr"), en: textsOf("en") }

/** The first segments of every key (`auth`, `game`, `error`…): a raw key starts with one of them. */
const namespaces = [...new Set(Object.keys(texts.en).map((key) => key.split(".")[0] ?? ""))].filter((namespace) => namespace.length > 1)

/** Whole texts of one language that the other writes differently (long enough not to be a shared word such as "Total"). */
const onlyIn = (language: Language): ReadonlyArray<string> => {
  const other: Language = language === "fr" ? "en" : "fr"
  const theirs = new Set(Object.values(texts[other]).map((text) => text.trim()))
  return [
    ...new Set(
      Object.entries(texts[language])
        .filter(([key, text]) => text !== texts[other][key] && !text.includes("{{") && text.trim().length >= 12 && !theirs.has(text.trim()))
        .map(([, text]) => text.trim())
    )
  ]
}

interface Problem {
  readonly where: string
  readonly text: string
}

/** The raw keys and the other language's texts on the page now: in its text, its labels and its title. */
const problemsOn = async (page: Page, language: Language): Promise<ReadonlyArray<Problem>> =>
  page.evaluate(
    ({ namespaces, foreign, language }) => {
      const keyPattern = new RegExp(`(?:^|[^\\w@.-])((?:${namespaces.join("|")})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*)`)
      const wordDotWord = /(?:^|[\s"'(«])([a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*\.[a-zA-Z][a-zA-Z0-9]*)(?=$|[\s"'),.:;!?»])/
      const foreignTexts = new Set(foreign)
      const found: Array<{ where: string; text: string }> = []
      const look = (where: string, text: string | null | undefined) => {
        const value = (text ?? "").replace(/\s+/g, " ").trim()
        if (value === "") return
        const key = keyPattern.exec(value)?.[1] ?? wordDotWord.exec(value)?.[1]
        if (key !== undefined) found.push({ where: `${where} (raw key ${key})`, text: value })
        if (foreignTexts.has(value)) found.push({ where: `${where} (other language)`, text: value })
      }
      look("title", document.title)
      // Text marked as the other language (both names of a category, the language switch) is meant.
      const isPageLanguage = (element: Element) => (element.closest("[lang]")?.getAttribute("lang") ?? language) === language
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement
        if (parent === null || parent.closest("script, style, noscript, textarea") !== null || !isPageLanguage(parent)) continue
        look(`<${parent.tagName.toLowerCase()}>`, node.textContent)
      }
      for (const element of document.body.querySelectorAll("[aria-label], [aria-description], [title], [placeholder], img[alt]")) {
        if (!isPageLanguage(element)) continue
        for (const attribute of ["aria-label", "aria-description", "title", "placeholder", "alt"]) {
          look(`<${element.tagName.toLowerCase()} ${attribute}>`, element.getAttribute(attribute))
        }
      }
      return found
    },
    { namespaces, foreign: onlyIn(language === "fr" ? "en" : "fr"), language }
  )

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

for (const language of ["fr", "en"] as const) {
  test(`every route and every modal in ${language === "fr" ? "French" : "English"}: no raw key, no text of the other language`, async ({ page }) => {
    test.setTimeout(180_000)
    const problems: Array<Problem> = []
    await withSavedCookieChoice(page)
    await page.addInitScript((chosen) => localStorage.setItem("locale", chosen), language)

    // A visitor: every page anyone may open, the auth pages among them.
    for (const route of routes.filter((each) => each.access === "public" || each.access === "anonymous-only")) {
      await page.goto(pathOf(route.name, ""))
      await readPage(page, language, `visitor ${route.path}`, problems)
    }
    await page.goto("/")
    await page.getByRole("button", { name: language === "fr" ? "Préférences de cookies" : "Cookie preferences" }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await readPage(page, language, "cookie preferences", problems)

    // An admin who plays: every other route, opened directly (a fresh page load each).
    const account = await signUpThroughApi(page, { language, displayName: "Zoé" })
    await grantByCli(account.email)
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
    for (const route of routes.filter((each) => each.access !== "public" && each.access !== "anonymous-only")) {
      await page.goto(pathOf(route.name, gameId))
      await readPage(page, language, `signed in ${route.path}`, problems)
    }

    // The game's modals (rules, feedback), then each settings modal, closed with Escape before the next.
    for (const name of language === "fr" ? ["Règles", "Ton avis"] : ["Rules", "Feedback"]) {
      await page.goto(`/game/${gameId}`)
      await page.getByRole("navigation").getByRole("button", { name, exact: true }).click()
      await expect(page.getByRole("dialog")).toBeVisible()
      await readPage(page, language, `game modal ${name}`, problems)
    }
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
