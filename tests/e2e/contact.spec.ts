import { expect, test } from "@playwright/test"
import { withSavedCookieChoice } from "./support.ts"

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("contact: core's validation messages, then the success toast", async ({ page }) => {
  const sent: Array<unknown> = []
  await page.route("**/api/contact", async (route) => {
    sent.push(route.request().postDataJSON())
    await route.fulfill({ status: 201, json: { status: "sent" } })
  })
  await page.goto("/contact")
  await page.getByRole("button", { name: "Envoyer le message" }).click()
  await expect(page.getByText("Ce champ est obligatoire")).toHaveCount(4)
  await expect(page.getByLabel("Nom")).toBeFocused()

  await page.getByLabel("Nom").fill("Zoé")
  await page.getByLabel("E-mail").fill("zoe@grimpe")
  await page.getByLabel("Sujet").fill("Soirée Allez!")
  await page.getByLabel("Message").fill("Bonjour, on voudrait organiser une soirée dans notre salle.")
  await expect(page.getByText("Saisis une adresse e-mail valide.")).toBeVisible()
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true")
  await page.getByLabel("E-mail").fill("zoe@grimpe.fr")
  await page.getByRole("button", { name: "Envoyer le message" }).click()

  await expect(page.getByTestId("toast")).toHaveText(/Ton message a bien été envoyé\./)
  expect(sent).toEqual([
    { name: "Zoé", email: "zoe@grimpe.fr", subject: "Soirée Allez!", message: "Bonjour, on voudrait organiser une soirée dans notre salle." }
  ])
  await expect(page.getByLabel("Sujet")).toHaveValue("")
})

test("contact: the error toast when sending fails, in the toast region at the top centre", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, json: { error: { code: "internal" } } }))
  await page.goto("/contact")
  await page.getByLabel("Nom").fill("Zoé")
  await page.getByLabel("E-mail").fill("zoe@grimpe.fr")
  await page.getByLabel("Sujet").fill("Question")
  await page.getByLabel("Message").fill("Bonjour !")
  await page.getByRole("button", { name: "Envoyer le message" }).click()
  const toast = page.getByRole("alert").getByTestId("toast")
  await expect(toast).toHaveText(/Une erreur est survenue pendant l'envoi de ton message\. Réessaie plus tard\./)
  const box = await toast.boundingBox()
  const viewport = page.viewportSize()
  expect(box !== null && viewport !== null && Math.abs(box.x + box.width / 2 - viewport.width / 2) < 4 && box.y < 40).toBe(true)
})
