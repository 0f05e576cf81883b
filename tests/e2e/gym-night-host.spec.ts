import type { Page } from "@playwright/test"
import { expectNoViolations, newAdmin } from "./admin-support.ts"
import { expect, signUpThroughApi, test, uniqueEmail, withSavedCookieChoice } from "./fixtures.ts"

/** The gym night's host tools (issue #39): an admin makes an account a gym's host in the admin area. */

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

const toast = (page: Page, text: string | RegExp) => page.getByTestId("toast").filter({ hasText: text })

test("an admin makes an account a gym's host in the admin area, sees it listed, and takes the role back", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders
}) => {
  test.setTimeout(120_000)
  const other = await browser.newPage({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, "X-Forwarded-For": "10.251.9.1" } })
  const lea = await signUpThroughApi(other, { displayName: "Léa" })
  await other.close()
  await newAdmin(page)
  await page.goto("/admin/add-admin")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admins et organisateurs")
  const form = page.getByRole("form", { name: "Nommer l'organisateur d'une salle" })

  // Empty fields say what is missing; an e-mail nobody uses says so on the field.
  await form.getByRole("button", { name: "Nommer organisateur" }).click()
  await expect(page.locator("#host-email")).toBeFocused()
  const nobody = uniqueEmail("nobody")
  await page.getByLabel("E-mail de l'organisateur").fill(nobody)
  await page.getByLabel("Nom de la salle").fill("Bloc Session")
  await page.getByLabel("Ville").fill("Lyon")
  await form.getByRole("button", { name: "Nommer organisateur" }).click()
  await expect(page.locator("#host-email-error")).toHaveText(`Aucun compte n'utilise l'e-mail ${nobody}. La personne doit d'abord s'inscrire.`)

  // Léa becomes the host of Bloc Session, Lyon.
  await page.getByLabel("E-mail de l'organisateur").fill(lea.email)
  await form.getByRole("button", { name: "Nommer organisateur" }).click()
  await expect(toast(page, `Léa (${lea.email}) organise maintenant les soirées de Bloc Session.`)).toBeVisible()
  const hosts = page.getByRole("list", { name: /organisateurs?$/ })
  const leaRow = hosts.getByRole("listitem").filter({ hasText: lea.email })
  await expect(leaRow).toContainText("Bloc Session, Lyon")
  await expect(page.getByLabel("E-mail de l'organisateur")).toHaveValue("")
  await expectNoViolations(page)

  // The list comes from the server: it is there after a reload.
  await page.reload()
  await expect(
    page
      .getByRole("list", { name: /organisateurs?$/ })
      .getByRole("listitem")
      .filter({ hasText: lea.email })
  ).toContainText("Bloc Session, Lyon")

  // Taken back, after a confirmation that says her events stay.
  await page
    .getByRole("list", { name: /organisateurs?$/ })
    .getByRole("button", { name: "Retirer le rôle d'organisateur de Léa (Bloc Session)" })
    .click()
  const dialog = page.getByRole("dialog", { name: "Retirer le rôle d'organisateur de Léa\u00a0?" })
  await expect(dialog).toContainText("Ses soirées passées et leurs résultats restent.")
  await expectNoViolations(page)
  await dialog.getByRole("button", { name: "Retirer le rôle" }).click()
  await expect(toast(page, `Léa (${lea.email}) n'est plus organisateur.`)).toBeVisible()
  await expect(page.getByText(lea.email)).toHaveCount(0)
})
