import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { e2eWebDir } from "./e2e-paths.ts"
import { expect, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"
import { startOfflineGame } from "./game-support.ts"

/**
 * A new deployment, as the browser sees it: the served service worker differs from the installed
 * one by a byte. Restored as soon as the test is done (other tests' pages check it on navigation).
 */
const deployNewVersion = (): (() => void) => {
  const file = join(e2eWebDir, "sw.js")
  const original = readFileSync(file, "utf8")
  writeFileSync(file, `${original}\n// e2e deployment ${Date.now()}\n`)
  return () => writeFileSync(file, original)
}

test.describe.configure({ mode: "serial" })
test.use({ serviceWorkers: "allow" })

test("the manifest makes the app installable: names, icons, theme colour, standalone", async ({ page, request }) => {
  await page.goto("/")
  const href = await page.locator('link[rel="manifest"]').getAttribute("href")
  expect(href).not.toBeNull()
  const manifest = (await (await request.get(href ?? "")).json()) as Record<string, unknown>
  expect(manifest).toMatchObject({ name: "Allez!", short_name: "Allez!", display: "standalone", start_url: "/", theme_color: "#C2410C", lang: "fr" })
  const icons = manifest.icons as ReadonlyArray<{ src: string; sizes: string; purpose: string }>
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]))
  for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)
  expect((await request.get("/icons/apple-touch-icon.png")).status()).toBe(200)
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png")
})

test("the service worker precaches the shell: a reload works offline", async ({ page, context }) => {
  await withSavedCookieChoice(page)
  await page.goto("/rules")
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await context.setOffline(true)
  await page.goto("/about")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qui se cache derrière Allez!\u202f?")
  await context.setOffline(false)
})

test("a new player's first visit is in the service worker's hands at once; offline before ever opening pregame, they play the base pack", async ({
  page,
  context,
  baseURL
}) => {
  await withSavedCookieChoice(page)
  await signUpThroughApi(page)
  const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(baseURL ?? "").origin } })
  expect(accepted.ok()).toBe(true)

  // One visit, no reload: the worker installs the app (and the free packs) and takes the page over.
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true)

  await context.setOffline(true)
  try {
    await page.goto("/game/pregame")
    await expect(page.getByRole("checkbox", { name: "Classique" })).toBeChecked()
    await startOfflineGame(page)
    await page.getByRole("button", { name: "J'ai choisi mon bloc" }).click()
    const challenge = page.getByRole("article", { name: "Ton défi" }).locator(".challenge-text")
    await expect(challenge).toBeVisible()
    await expect(challenge).not.toHaveText(/pas encore sur ce téléphone/)
  } finally {
    await context.setOffline(false)
  }
})

test("a new version waits: 'Update now' / 'Later' prompt, and the page reloads once it activates", async ({ page }) => {
  await withSavedCookieChoice(page)
  await page.goto("/")
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  const restore = deployNewVersion()
  try {
    const prompt = page.getByRole("alertdialog", { name: "Une nouvelle version est disponible" })
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await expect(prompt.getByRole("button", { name: "Plus tard" })).toBeVisible()

    await page.evaluate(() => {
      ;(window as unknown as { beforeUpdate: boolean }).beforeUpdate = true
    })
    await Promise.all([page.waitForEvent("load", { timeout: 15_000 }), prompt.getByRole("button", { name: "Mettre à jour" }).click()])
    expect(await page.evaluate(() => "beforeUpdate" in window)).toBe(false)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(prompt).toBeHidden()
  } finally {
    restore()
  }
})

test("'Later' puts the prompt away and keeps the page as it is", async ({ page }) => {
  await withSavedCookieChoice(page)
  await page.goto("/rules")
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const restore = deployNewVersion()
  try {
    const prompt = page.getByRole("alertdialog", { name: "Une nouvelle version est disponible" })
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await page.evaluate(() => {
      ;(window as unknown as { beforeLater: boolean }).beforeLater = true
    })
    await prompt.getByRole("button", { name: "Plus tard" }).click()
    await expect(prompt).toBeHidden()
    expect(await page.evaluate(() => "beforeLater" in window)).toBe(true)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les règles du jeu")
  } finally {
    restore()
  }
})

test("with the service worker in charge, the demo checkout is the server's page, not the app's 'page not found'", async ({ page }) => {
  await withSavedCookieChoice(page)
  await page.goto("/store")
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  // The address the bag's checkout leaves for (a session this server never opened: its own 'expired' page).
  await page.goto("/demo-checkout/demo_cs_unknown")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement de démonstration")
  await expect(page.getByText("Ce paiement de démonstration a expiré ou n'existe pas.")).toBeVisible()
})
