import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Locator, Page } from "@playwright/test"
import { originOf, solveHumanCheck, startGame } from "./admin-support.ts"
import { expect, signUpThroughApi, test, withSavedCookieChoice } from "./fixtures.ts"

/**
 * Every human-checked action of the app says so the same way (spec §4): while the check runs, its
 * button is disabled and reads 'Vérification...' ('Verifying...'). Each challenge is held until the
 * test has seen that, then refused, so nothing changes and the next action starts afresh.
 */

const photoFile = fileURLToPath(new URL("../../web/public/icons/icon-512.png", import.meta.url))
const photo = readFileSync(fileURLToPath(new URL("../../web/public/icons/icon-192.png", import.meta.url)))

/** Holds each human-check challenge the page asks for; `release` refuses the one held. */
const holdHumanChecks = async (page: Page) => {
  const held: Array<{ readonly action: string; readonly refuse: () => Promise<void> }> = []
  await page.route("**/api/human-check/challenge*", async (route) => {
    held.push({ action: new URL(route.request().url()).searchParams.get("action") ?? "", refuse: () => route.abort() })
  })
  return {
    /** Waits for the next held challenge and answers which action it is for. */
    next: async (): Promise<{ readonly action: string; readonly refuse: () => Promise<void> }> => {
      await expect.poll(() => held.length, { message: "a human-check challenge asked for" }).toBeGreaterThan(0)
      return held.shift() as { readonly action: string; readonly refuse: () => Promise<void> }
    }
  }
}

const words = {
  fr: { verifying: "Vérification...", failed: "La vérification anti-robot a échoué. Réessaie.", confirm: "Confirmer", cancel: "Annuler" },
  en: { verifying: "Verifying...", failed: "Human verification failed. Please try again.", confirm: "Confirm", cancel: "Cancel" }
} as const

for (const language of ["fr", "en"] as const) {
  const say = words[language]

  test(`every human-checked action reads '${say.verifying}' with its button disabled while the check runs (${language})`, async ({ page }) => {
    test.setTimeout(120_000)
    await withSavedCookieChoice(page)
    await page.addInitScript((chosen) => localStorage.setItem("locale", chosen), language)
    await signUpThroughApi(page, { language, displayName: "Zoé" })
    const { gameId } = await startGame(page)
    const checks = await holdHumanChecks(page)

    /** Runs one action: the button it names says 'Verifying...', disabled, until the check is refused. */
    const expectVerifying = async (button: Locator, action: string) => {
      await expect(button).toHaveText(say.verifying)
      await expect(button).toBeDisabled()
      const check = await checks.next()
      expect(check.action).toBe(action)
      await check.refuse()
      await expect(page.getByTestId("toast").filter({ hasText: say.failed }).first()).toBeVisible()
      await expect(button).not.toHaveText(say.verifying)
    }

    // The settings modals, each Confirm: name, e-mail, password, photo, categories.
    const dialog = page.getByRole("dialog")
    const confirm = dialog.locator("button[type=submit]")
    const modals: ReadonlyArray<{ readonly open: RegExp; readonly action: string; readonly fill?: () => Promise<void> }> = [
      { open: language === "fr" ? /Modifier.*Pseudo/ : /Edit.*Display name/, action: "change_name", fill: () => dialog.getByRole("textbox").fill("Zoé B") },
      {
        open: language === "fr" ? /Changer l'e-mail/ : /Change the e-mail/,
        action: "change_email",
        fill: () => dialog.getByRole("textbox").fill("zoe.b@allez.test")
      },
      { open: language === "fr" ? /Changer le mot de passe/ : /Change the password/, action: "reset_password" },
      {
        open: language === "fr" ? /Ajouter une photo/ : /Add a photo/,
        action: "change_image",
        fill: () => page.locator("#photo-file").setInputFiles(photoFile)
      },
      {
        open: language === "fr" ? /Choisir les catégories/ : /Choose the categories/,
        action: "user_action",
        fill: () => dialog.getByRole("switch").first().click()
      }
    ]
    await page.goto("/parameters")
    for (const modal of modals) {
      await page.getByRole("button", { name: modal.open }).click()
      await expect(dialog).toBeVisible()
      await modal.fill?.()
      await expect(confirm).toHaveText(say.confirm)
      await confirm.click()
      await expectVerifying(confirm, modal.action)
      await dialog.getByRole("button", { name: say.cancel }).click()
      await expect(dialog).toBeHidden()
    }

    // The e-mail list: subscribing is a switch, its status says the same.
    await page.getByRole("switch").click()
    const status = page.locator(".settings-verifying")
    await expect(status).toHaveText(say.verifying)
    await expect(page.getByRole("switch")).toBeDisabled()
    const subscribe = await checks.next()
    expect(subscribe.action).toBe("email_subscription")
    await subscribe.refuse()
    await expect(status).toBeHidden()
    await expect(page.getByRole("switch")).toBeEnabled()

    // Unsubscribing and removing the photo: with a photo and the list on (through the API).
    const origin = originOf(page)
    await page.unroute("**/api/human-check/challenge*")
    const uploaded = await page.request.post("/api/me/photo", {
      headers: { Origin: origin, "x-human-check": await solveHumanCheck(page, "change_image") },
      multipart: { photo: { name: "photo.png", mimeType: "image/png", buffer: photo } }
    })
    expect(uploaded.ok()).toBe(true)
    const subscribed = await page.request.patch("/api/me/profile", {
      headers: { Origin: origin, "x-human-check": await solveHumanCheck(page, "email_subscription") },
      data: { emailList: true }
    })
    expect(subscribed.ok()).toBe(true)
    const checksAgain = await holdHumanChecks(page)
    await page.goto("/parameters")
    for (const [open, action] of [
      [() => page.getByRole("switch").click(), "email_subscription"],
      [() => page.getByRole("button", { name: language === "fr" ? "Supprimer la photo" : "Remove the photo" }).click(), "delete_image"]
    ] as const) {
      await open()
      await expect(dialog).toBeVisible()
      await confirm.click()
      await expect(confirm).toHaveText(say.verifying)
      await expect(confirm).toBeDisabled()
      const check = await checksAgain.next()
      expect(check.action).toBe(action)
      await check.refuse()
      await expect(confirm).toHaveText(say.confirm)
      await dialog.getByRole("button", { name: say.cancel }).click()
      await expect(dialog).toBeHidden()
    }

    // Contact.
    await page.goto("/contact")
    const form = page.locator("form")
    await form.getByRole("textbox").nth(0).fill("Zoé")
    await form.getByRole("textbox").nth(1).fill("zoe@allez.test")
    await form.getByRole("textbox").nth(2).fill("Une question")
    await form.getByRole("textbox").nth(3).fill("Bonjour, une question sur les packs.")
    const send = form.locator("button[type=submit]")
    await send.click()
    await expect(send).toHaveText(say.verifying)
    await expect(send).toBeDisabled()
    const contact = await checksAgain.next()
    expect(contact.action).toBe("send_contact")
    await contact.refuse()
    await expect(send).not.toHaveText(say.verifying)

    // In-game feedback.
    await page.goto(`/game/${gameId}`)
    await page
      .getByRole("navigation")
      .getByRole("button", { name: language === "fr" ? "Ton avis" : "Feedback", exact: true })
      .click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole("textbox").nth(0).fill("Un défi")
    await dialog.getByRole("textbox").nth(1).fill("Ce défi est génial.")
    await confirm.click()
    await expect(confirm).toHaveText(say.verifying)
    await expect(confirm).toBeDisabled()
    const feedback = await checksAgain.next()
    expect(feedback.action).toBe("send_feedback")
    await feedback.refuse()
    await expect(confirm).not.toHaveText(say.verifying)
  })
}
