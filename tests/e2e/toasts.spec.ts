import type { Locator, Page } from "@playwright/test"
import { expect, expectToastAtTopCentre, holdPageClock, holdRequests, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"

/**
 * Toasts (spec §8, top centre) sit below the top bar and its open menu, never over them; a tap, a
 * swipe or the close button dismisses one, over a modal too; while one shows, the menu opens.
 */

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox()
  if (box === null) throw new Error("not on screen")
  return box
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Adds a pack to the bag from the store: a success toast. */
const toastFromTheStore = async (page: Page): Promise<Locator> => {
  await page.goto("/store")
  await page.getByRole("button", { name: "Ajouter au panier : Petits grimpeurs" }).click()
  const toast = page.getByTestId("toast").filter({ hasText: "« Petits grimpeurs » est dans ton panier." })
  await expect(toast).toBeVisible()
  return toast
}

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true })

  test("a toast sits below the top bar, the menu opens while it shows, and it moves below the open menu", async ({ page }) => {
    // The toast stays its six seconds on the page's clock, held while the menu opens: on a busy
    // machine the steps below may take longer than that, and the toast would go before they end.
    await page.clock.install()
    const toast = await toastFromTheStore(page)
    await holdPageClock(page)
    const header = page.locator("header.site-header")
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" })
    expect((await boxOf(toast)).y).toBeGreaterThanOrEqual((await boxOf(header)).y + (await boxOf(header)).height)
    expect(overlaps(await boxOf(toast), await boxOf(header))).toBe(false)

    // The menu button is what a finger reaches, toast or not.
    const centre = await boxOf(toggle)
    const reached = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.id ?? null, {
      x: centre.x + centre.width / 2,
      y: centre.y + centre.height / 2
    })
    expect(reached).toBe("menu-toggle")
    await toggle.tap()
    const menu = page.getByTestId("mobile-menu")
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible()
    await expect(toast).toBeVisible()
    // The toast moves at the page's next frame (it measures the page once a frame), which the held clock holds too.
    await page.clock.runFor(100)
    await expect.poll(async () => overlaps(await boxOf(toast), await boxOf(menu))).toBe(false)
    await page.clock.resume()
    await menu.getByRole("link", { name: "Contact" }).tap()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Écris-nous")
  })

  test("a tap on a toast closes it, and so does a swipe", async ({ page }) => {
    // Held on the page's clock, a toast cannot reach its six seconds: what closes it is the gesture.
    await page.clock.install()
    const toast = await toastFromTheStore(page)
    await holdPageClock(page)
    await toast.locator(".toast-text").tap()
    await expect(toast).toBeHidden()

    await page.clock.resume()
    await page.getByRole("button", { name: "Retirer du panier : Petits grimpeurs" }).click()
    await page.getByRole("button", { name: "Ajouter au panier : Petits grimpeurs" }).click()
    await expect(toast).toBeVisible()
    await holdPageClock(page)
    const box = await boxOf(toast)
    const y = box.y + box.height / 2
    await toast.dispatchEvent("pointerdown", { pointerId: 7, pointerType: "touch", isPrimary: true, clientX: box.x + 40, clientY: y, bubbles: true })
    for (const dx of [30, 80, 140]) {
      await toast.dispatchEvent("pointermove", { pointerId: 7, pointerType: "touch", isPrimary: true, clientX: box.x + 40 + dx, clientY: y, bubbles: true })
    }
    await toast.dispatchEvent("pointerup", { pointerId: 7, pointerType: "touch", isPrimary: true, clientX: box.x + 180, clientY: y, bubbles: true })
    await expect(toast).toBeHidden()
  })
})

for (const width of [360, 1280]) {
  test(`an error toast over a settings modal can be closed, and covers no top bar (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    // Held on the page's clock while a toast shows, it cannot reach its six seconds: what closes it is the tap.
    await page.clock.install()
    await signUpThroughApi(page, { displayName: "Zoé" })
    await page.route("**/api/human-check/challenge*", (route) => route.abort())
    await page.goto("/parameters")
    await page.getByRole("button", { name: /Modifier.*Pseudo/ }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Pseudo").fill("Zoé bis")
    await dialog.getByRole("button", { name: "Confirmer" }).click()
    const toast = page.getByTestId("toast").filter({ hasText: "La vérification anti-robot a échoué. Réessaie." })
    await expect(toast).toBeVisible()
    await holdPageClock(page)
    expect(overlaps(await boxOf(toast), await boxOf(page.locator("header.site-header")))).toBe(false)
    await toast.getByRole("button", { name: "Fermer le message" }).click()
    await expect(toast).toBeHidden()
    await expect(dialog).toBeVisible()

    await page.clock.resume()
    await dialog.getByRole("button", { name: "Confirmer" }).click()
    await expect(toast).toBeVisible()
    await holdPageClock(page)
    await toast.locator(".toast-text").click()
    await expect(toast).toBeHidden()
    await expect(dialog.getByLabel("Pseudo")).toHaveValue("Zoé bis")
  })
}

test("on a desktop a toast sits below the navbar, whose links stay within reach", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // Held on the page's clock, as on a phone: a loaded machine once took the toast's six seconds
  // between its showing and its measure, and measured nothing.
  await page.clock.install()
  const toast = await toastFromTheStore(page)
  // Centred, its top at or below the navbar's bottom: over none of its links.
  await expectToastAtTopCentre(page, toast)
  await page.locator("header.site-header").getByRole("link", { name: "Règles" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les règles du jeu")
})

test("a toast that comes before the toaster's code shows, in the polite region that was there from the first paint", async ({ page }) => {
  // The toaster's code comes when the browser is idle, or with the first toast: here it is held back until after that toast.
  const release = await holdRequests(page, /\/assets\/toaster-[^/]+\.js$/)
  await page.goto("/store")
  const region = page.locator(".toaster").getByRole("status")
  await expect(region).toHaveCount(1)
  await expect(region).toBeEmpty()
  // The app has taken the page over once the consent mark is gone (a saved choice).
  await expect(page.locator("html[data-consent]")).toHaveCount(0)
  await page.getByRole("button", { name: "Ajouter au panier : Petits grimpeurs" }).click()
  release()
  await expect(region.getByTestId("toast")).toContainText("« Petits grimpeurs » est dans ton panier.")
})
