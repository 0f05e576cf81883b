import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Page, TestInfo } from "@playwright/test"
import Database from "better-sqlite3"
import { axeViolations } from "./axe.ts"
import { e2eDataDir } from "./e2e-paths.ts"
import { expect, holdRequests, mailsSentTo, settled, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"
import { areScreenshotsWanted, lookAt } from "./screens.ts"

/** Screenshots are test artifacts: saved here and attached to the report. */
const folder = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))
const save = async (page: Page, testInfo: TestInfo, name: string, fullPage = true) => {
  await settled(page)
  const file = `${folder}${name}.png`
  await lookAt(page, file, { fullPage })
  if (areScreenshotsWanted) await testInfo.attach(name, { path: file, contentType: "image/png" })
}

const userIdOf = async (page: Page) =>
  ((await (await page.request.get("/api/auth/me", { headers: { Accept: "application/json" } })).json()) as { profile: { id: string } }).profile.id

/** Writes straight into the test server's store (what a purchase or an old sign-in would have left). */
const inStore = (change: (db: Database.Database) => number): void => {
  const db = new Database(join(e2eDataDir, "allez.sqlite"), { fileMustExist: true, timeout: 5_000 })
  try {
    expect(change(db)).toBeGreaterThan(0)
  } finally {
    db.close()
  }
}
const ownsParty = (userId: string) =>
  inStore((db) => db.prepare("UPDATE users SET doc = json_set(doc, '$.packs', json('[\"party-night\"]')) WHERE id = ?").run(userId).changes)
const signedInMinutesAgo = (userId: string, minutes: number) =>
  inStore((db) => db.prepare("UPDATE sessions SET created_at = created_at - ? WHERE user_id = ?").run(minutes * 60_000, userId).changes)

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

for (const width of [360, 1280]) {
  // At a laptop's width, the policy's axe scan in each language is prerendered-pages.spec.ts's, on the same screen.
  const scans = width === 360
  test(`the privacy policy at ${width}px, in French then English: from the footer, every section${scans ? ", no axe violation" : ""}`, async ({
    page
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
    await page.goto("/")
    await page.getByRole("contentinfo").getByRole("link", { name: "Confidentialité" }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité")
    for (const title of ["Qui est responsable", "Ce qu'on garde, et pourquoi", "Combien de temps", "Qui reçoit quoi", "Cookies et stockage sur ton appareil"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible()
    }
    await expect(page.getByText(/^Stripe, pour les paiements/)).toBeVisible()
    await expect(page.getByText("Pour toute question, écris-nous :")).toBeVisible()
    await expect(page.locator("#privacy-controller").getByRole("link", { name: "info@allez.test" })).toHaveAttribute("href", "mailto:info@allez.test")
    await page.getByRole("link", { name: "Tes droits, et comment les exercer" }).click()
    await expect(page.locator("#privacy-rights")).toBeInViewport()
    if (scans) expect(await axeViolations(page)).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))
    await save(page, testInfo, `privacy-policy-fr-${width}`)

    await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy")
    await expect(page.getByText(/^Google or Facebook, only if you sign in with them/)).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: "Your rights, and how to exercise them" })).toBeVisible()
    if (scans) expect(await axeViolations(page)).toEqual([])
    await save(page, testInfo, `privacy-policy-en-${width}`)
  })
}

test("export my data: the human check, then one JSON file of what we keep, with this device's cookie choice", async ({ page }) => {
  const account = await signUpThroughApi(page, { displayName: "Zoé" })
  // The human check's challenge is held until the 'Verifying...' state was seen, and its action noted.
  const actions: Array<string> = []
  const release = await holdRequests(page, "**/api/human-check/challenge*", (request) => {
    actions.push(new URL(request.url()).searchParams.get("action") ?? "")
  })
  await page.goto("/parameters")
  await page.getByRole("button", { name: "Exporter" }).click()
  const dialog = page.getByRole("dialog", { name: "Exporter tes données ?" })
  await expect(dialog).toBeVisible()
  const download = page.waitForEvent("download")
  await dialog.getByRole("button", { name: "Télécharger mes données" }).click()
  const verifying = dialog.getByRole("button", { name: "Vérification..." })
  await expect(verifying).toBeDisabled()
  // The challenge's request reaches the route just after the button says so.
  await expect.poll(() => actions).toEqual(["user_action"])
  release()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^allez-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(readFileSync(await file.path(), "utf8")) as Record<string, unknown>
  expect(data).toMatchObject({
    format: "allez-personal-data",
    profile: { email: account.email, displayName: "Zoé" },
    consent: { cookiesOnThisDevice: { analytics: false, ads: false } },
    games: [],
    payments: [],
    signIn: { hasPassword: true, isEmailVerified: true, providers: [] }
  })
  await expect(page.getByTestId("toast").filter({ hasText: "Tes données sont téléchargées." })).toBeVisible()
  await expect(dialog).toBeHidden()
})

test("delete my account, end to end: what is lost, the human check, a recent sign-in, signed out, the old password refused", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const account = await signUpThroughApi(page, { displayName: "Zoé" })
  const userId = await userIdOf(page)
  ownsParty(userId)
  await page.goto("/parameters")
  await page.getByRole("button", { name: "Supprimer mon compte" }).click()
  const dialog = page.getByRole("dialog", { name: "Supprimer ton compte ?" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(`Le compte ${account.email} sera supprimé tout de suite`)).toBeVisible()
  await expect(dialog.getByTestId("lost-packs")).toHaveText(/tes packs achetés, qui ne seront pas remboursés\s:\sSoirée entre potes\s;/)
  const confirm = dialog.getByRole("button", { name: "Supprimer mon compte" })
  await expect(confirm).toBeDisabled()
  expect(await axeViolations(page)).toEqual([])
  await save(page, testInfo, "delete-account-1280", false)
  await page.setViewportSize({ width: 360, height: 780 })
  await save(page, testInfo, "delete-account-360", false)
  await page.setViewportSize({ width: 1280, height: 900 })

  // An old sign-in is refused in words, and the account stays.
  signedInMinutesAgo(userId, 11)
  await dialog.getByLabel("Je comprends que c'est définitif.").check()
  await confirm.click()
  await expect(page.getByRole("alert").getByTestId("toast")).toHaveText(/Déconnecte-toi puis reconnecte-toi pour supprimer ton compte\./)
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: "Annuler" }).click()

  // Signed in again just now, it goes through.
  await page.getByRole("button", { name: /Zoé/ }).click()
  await page.getByRole("button", { name: "Se déconnecter" }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto("/auth/sign-in")
  await page.getByLabel("E-mail").fill(account.email)
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password)
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page).toHaveURL(/\/game/)
  await page.goto("/parameters")
  await page.getByRole("button", { name: "Supprimer mon compte" }).click()
  await dialog.getByLabel("Je comprends que c'est définitif.").check()
  await dialog.getByRole("button", { name: "Supprimer mon compte" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId("toast").filter({ hasText: "Ton compte a été supprimé. Un e-mail de confirmation est en route." })).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Se connecter" })).toBeVisible()
  await expect.poll(() => mailsSentTo(account.email).some((mail) => mail.includes("Comme demandé, le compte Allez!"))).toBe(true)

  // The old password opens nothing.
  await page.goto("/auth/sign-in")
  await page.getByLabel("E-mail").fill(account.email)
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password)
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page.getByRole("alert").getByTestId("toast")).toHaveText(/Adresse e-mail ou mot de passe invalide\./)
  await expect(page).toHaveURL(/\/auth\/sign-in$/)
  await page.goto("/parameters")
  await expect(page).toHaveURL(/\/auth\/sign-in/)
})

test("the delete confirmation in English, at 360px and 1280px, with no axe violation", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signUpThroughApi(page, { displayName: "Ben", language: "en" })
  await page.goto("/parameters")
  await page.getByRole("button", { name: "Delete my account" }).click()
  const dialog = page.getByRole("dialog", { name: "Delete your account?" })
  await expect(dialog.getByTestId("lost-packs")).toHaveText("your packs: you have not bought any;")
  expect(await axeViolations(page)).toEqual([])
  await save(page, testInfo, "delete-account-en-1280", false)
  await page.setViewportSize({ width: 360, height: 780 })
  await save(page, testInfo, "delete-account-en-360", false)
  expect(await axeViolations(page)).toEqual([])
  // On a small phone the dialog scrolls: its buttons are within reach.
  const confirm = dialog.getByRole("button", { name: "Delete my account" })
  await confirm.scrollIntoViewIfNeeded()
  await expect(confirm).toBeInViewport()
  await dialog.getByLabel("I understand this cannot be undone.").check()
  await expect(confirm).toBeEnabled()
})
