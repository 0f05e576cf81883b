import { expect, expectToastAtTopCentre, mailsSentTo, test, withSavedCookieChoice } from "./fixtures.ts"

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("contact: core's validation messages, then the human check, the message mailed to the team and the success toast", async ({ page }) => {
  const reference = `ref-${Date.now().toString(36)}`
  const subject = `Soirée Allez! ${reference}`
  await page.goto("/contact")
  await page.getByRole("button", { name: "Envoyer le message" }).click()
  await expect(page.getByText("Ce champ est obligatoire")).toHaveCount(4)
  await expect(page.getByLabel("Nom")).toBeFocused()

  await page.getByLabel("Nom").fill("Zoé")
  await page.getByLabel("E-mail").fill("zoe@grimpe")
  await page.getByLabel("Sujet").fill(subject)
  await page.getByLabel("Message").fill("Bonjour, on voudrait organiser une soirée dans notre salle.")
  await expect(page.getByText("Saisis une adresse e-mail valide.")).toBeVisible()
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true")
  await page.getByLabel("E-mail").fill("zoe@grimpe.fr")

  const challenge = page.waitForRequest((request) => request.url().includes("/api/human-check/challenge?action=send_contact"))
  await page.getByRole("button", { name: "Envoyer le message" }).click()
  await challenge
  await expect(page.getByTestId("toast")).toHaveText(/Ton message a bien été envoyé\./)
  await expect(page.getByLabel("Sujet")).toHaveValue("")
  await expect.poll(() => mailsSentTo("info@allez.test").some((mail) => mail.includes(reference) && mail.includes("organiser une soirée"))).toBe(true)
})

test("one contact address: the footer, the contact page and the privacy policy show where contact mails go (the server's CONTACT_EMAIL, read at run time)", async ({
  page
}) => {
  // The test server's CONTACT_EMAIL (e2e-server.ts); the web app was built without it.
  const address = "info@allez.test"
  await page.goto("/contact")
  const footerMail = page.getByRole("contentinfo").getByRole("link", { name: address })
  await expect(footerMail).toHaveAttribute("href", `mailto:${address}`)
  await expect(page.getByRole("complementary").getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`)
  await expect(page.getByText("contact@allez.app")).toHaveCount(0)
  await page.goto("/privacy")
  for (const section of ["#privacy-controller", "#privacy-rights"])
    await expect(page.locator(section).getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`)
})

test("contact: the error toast when the server refuses the message, at the top centre", async ({ page }) => {
  // The toast's six seconds are held while it is measured (expectToastAtTopCentre).
  await page.clock.install()
  await page.goto("/contact")
  await page.getByLabel("Nom").fill("Zoé")
  await page.getByLabel("E-mail").fill("zoe@grimpe.fr")
  await page.getByLabel("Sujet").fill("Un très long message")
  // The form stops typing at the server's limit; a script that gets past it is refused by the server.
  await expect(page.getByLabel("Message")).toHaveAttribute("maxlength", "5000")
  await page.getByLabel("Message").fill("Allez !")
  await page.route("**/api/contact", (route) =>
    route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), message: "Allez ! ".repeat(10_000) }) })
  )
  await page.getByRole("button", { name: "Envoyer le message" }).click()
  const toast = page.getByRole("alert").getByTestId("toast")
  await expect(toast).toHaveText(/Une erreur est survenue pendant l'envoi de ton message\. Réessaie plus tard\./)
  await expectToastAtTopCentre(page, toast)
})

test("contact: a human check that cannot run says so, and nothing is sent", async ({ page }) => {
  await page.route("**/api/human-check/challenge*", (route) => route.abort())
  const posts: Array<string> = []
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/contact")) posts.push(request.url())
  })
  await page.goto("/contact")
  await page.getByLabel("Nom").fill("Zoé")
  await page.getByLabel("E-mail").fill("zoe@grimpe.fr")
  await page.getByLabel("Sujet").fill("Question")
  await page.getByLabel("Message").fill("Bonjour !")
  await page.getByRole("button", { name: "Envoyer le message" }).click()
  await expect(page.getByRole("alert").getByTestId("toast")).toHaveText(/La vérification anti-robot a échoué\. Réessaie\./)
  expect(posts).toEqual([])
  await expect(page.getByLabel("Sujet")).toHaveValue("Question")
})
