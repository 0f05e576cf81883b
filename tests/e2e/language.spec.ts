import { expect, signUpThroughApi, test, withSavedCookieChoice, withSavedLanguage } from "./fixtures.ts"

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("home opens in French, switches to English live and back, and the choice survives a reload", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforme ta séance de bloc en jeu.")
  await expect(page.locator("html")).toHaveAttribute("lang", "fr")
  await expect(page.getByRole("link", { name: "Jouer une partie" })).toBeVisible()

  const languageSwitch = page.getByRole("group", { name: "Langue" })
  await languageSwitch.getByRole("button", { name: "English" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn your gym session into a game.")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(page.getByRole("group", { name: "Language" }).getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true")
  expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("en")

  await page.reload()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn your gym session into a game.")
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Rules" })).toBeVisible()

  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Français" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforme ta séance de bloc en jeu.")
  await page.reload()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforme ta séance de bloc en jeu.")
  await expect(page.locator("html")).toHaveAttribute("lang", "fr")
})

test("a signed-in user's language wins over the stored locale, and the switch saves it in the profile", async ({ page }) => {
  await signUpThroughApi(page, { displayName: "Zoé", language: "en" })
  await withSavedLanguage(page, "fr")
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn your gym session into a game.")
  await expect(page.getByText("Good to see you, Zoé!")).toBeVisible()

  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Français" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforme ta séance de bloc en jeu.")
  const savedLanguage = async () =>
    ((await (await page.request.get("/api/auth/me")).json()) as { profile: { preferredLanguage: string } }).profile.preferredLanguage
  await expect.poll(savedLanguage).toBe("fr")
})
