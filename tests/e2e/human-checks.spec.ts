import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Locator, Page } from "@playwright/test"
import { solveHumanCheck, startGame } from "./admin-support.ts"
import { axeViolations } from "./axe.ts"
import { expect, goodPassword, originOf, settled, signUpThroughApi, test, uniqueEmail, withSavedCookieChoice, withSavedLanguage } from "./fixtures.ts"
import { areScreenshotsWanted, lookAt } from "./screens.ts"

/**
 * Every human-checked action of the app says so the same way (spec §4): while the check runs, its
 * button is disabled and reads 'Vérification...' ('Verifying...'). Each challenge is held until the
 * test has seen that, then refused, so nothing changes and the next action starts afresh.
 */

const screenshots = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

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
  fr: {
    verifying: "Vérification...",
    failed: "La vérification anti-robot a échoué. Réessaie.",
    confirm: "Confirmer",
    cancel: "Annuler",
    signUp: "Créer mon compte",
    signIn: "Se connecter",
    invalid: "Adresse e-mail ou mot de passe invalide.",
    notice: "Après un essai manqué, on vérifie que tu n'es pas un robot à chaque connexion\u00a0: ça prend quelques secondes.",
    forgot: "Envoie-moi un lien",
    resetSent: "Un e-mail de réinitialisation du mot de passe t'a été envoyé."
  },
  en: {
    verifying: "Verifying...",
    failed: "Human verification failed. Please try again.",
    confirm: "Confirm",
    cancel: "Cancel",
    signUp: "Create my account",
    signIn: "Sign in",
    invalid: "Invalid email address or password.",
    notice: "After a missed try, we check you are not a robot at each sign-in: it takes a few seconds.",
    forgot: "Send me a link",
    resetSent: "A password reset email has been sent to you."
  }
} as const

for (const language of ["fr", "en"] as const) {
  const say = words[language]

  test(`every human-checked action reads '${say.verifying}' with its button disabled while the check runs (${language})`, async ({ page }) => {
    test.setTimeout(120_000)
    await withSavedCookieChoice(page)
    await withSavedLanguage(page, language)
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

for (const language of ["fr", "en"] as const) {
  const say = words[language]

  test(`signing up, asking for a reset link and signing in after a failure read '${say.verifying}' with the button disabled (${language})`, async ({
    page
  }) => {
    test.setTimeout(120_000)
    await withSavedCookieChoice(page)
    await withSavedLanguage(page, language)
    const existing = await signUpThroughApi(page, { language })
    await page.context().clearCookies()
    let checks = await holdHumanChecks(page)

    /** Clicks `button`, sees it say 'Verifying...' disabled (screenshots and axe meanwhile), then refuses the check. */
    const verifyThenRefuse = async (button: Locator, action: string, name: string) => {
      await button.click()
      await expect(button).toHaveText(say.verifying)
      await expect(button).toBeDisabled()
      const check = await checks.next()
      expect(check.action).toBe(action)
      expect(await axeViolations(page)).toEqual([])
      // Pictures at both widths, when someone will look at them: the resizes are only for them.
      if (areScreenshotsWanted)
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: width === 360 ? 780 : 800 })
          await settled(page)
          await lookAt(page, `${screenshots}verifying-${name}-${width}-${language}.png`)
        }
      await check.refuse()
      await expect(page.getByTestId("toast").filter({ hasText: say.failed }).first()).toBeVisible()
      await expect(button).toBeEnabled()
      await expect(button).not.toHaveText(say.verifying)
    }

    // Sign-up: the check runs first; refused, nothing is sent; let through, the account is asked for.
    await page.goto("/auth/sign-up")
    const email = uniqueEmail("verifying")
    const inputs = page.locator("form.auth-form input")
    await inputs.nth(0).fill("Zoé")
    await inputs.nth(1).fill(email)
    await inputs.nth(2).fill(goodPassword)
    await inputs.nth(3).fill(goodPassword)
    const signUp = page.locator("form.auth-form button[type=submit]")
    await expect(signUp).toHaveText(say.signUp)
    await verifyThenRefuse(signUp, "sign_up", "sign-up")
    await page.unroute("**/api/human-check/challenge*")
    await signUp.click()
    // Signed in at once, on the way to the game (the disclaimer first).
    await expect(page).toHaveURL(/\/game\/disclaimer\?returnTo=%2Fgame$/)
    await page.context().clearCookies()

    // The reset link: the same.
    checks = await holdHumanChecks(page)
    await page.goto("/auth/forgot-password")
    await page.locator("#forgot-email").fill(existing.email)
    const forgot = page.locator("form.auth-form button[type=submit]")
    await expect(forgot).toHaveText(say.forgot)
    await verifyThenRefuse(forgot, "reset_password", "reset")
    await page.unroute("**/api/human-check/challenge*")
    await forgot.click()
    await expect(page.getByTestId("toast").filter({ hasText: say.resetSent })).toBeVisible()

    // Sign-in: the first try goes without a check; after a wrong password, each try runs one.
    checks = await holdHumanChecks(page)
    await page.goto("/auth/sign-in")
    await page.locator("#sign-in-email").fill(existing.email)
    await page.locator("#sign-in-password").fill("Wrong!2026x")
    const signIn = page.locator("form.auth-form button[type=submit]")
    await signIn.click()
    await expect(page.getByRole("alert").getByTestId("toast")).toContainText(say.invalid)
    await expect(page.getByRole("status").filter({ hasText: say.notice })).toBeVisible()
    await expect(signIn).toHaveText(say.signIn)
    await page.locator("#sign-in-password").fill(existing.password)
    await verifyThenRefuse(signIn, "sign_in", "sign-in-after-failure")
    await page.unroute("**/api/human-check/challenge*")
    await signIn.click()
    await expect(page).toHaveURL(/\/game(\/disclaimer\?returnTo=%2Fgame)?$/)
  })

  test(`a sign-in page that did not see the failure runs the check when the server asks for it (${language})`, async ({ page }) => {
    await withSavedCookieChoice(page)
    await withSavedLanguage(page, language)
    const existing = await signUpThroughApi(page, { language })
    await page.context().clearCookies()
    await page.goto("/auth/sign-in")
    // A failure this page never saw (another tab, a script): the server now wants a proof.
    const failed = await page.request.post("/api/auth/sign-in", {
      data: { email: existing.email, password: "Wrong!2026x" },
      headers: { Origin: originOf(page), Accept: "application/json" }
    })
    expect(failed.status()).toBe(401)
    const asked: Array<string> = []
    page.on("request", (request) => {
      if (request.url().includes("/api/human-check/challenge")) asked.push(new URL(request.url()).searchParams.get("action") ?? "")
    })
    await page.locator("#sign-in-email").fill(existing.email)
    await page.locator("#sign-in-password").fill(existing.password)
    await page.locator("form.auth-form button[type=submit]").click()
    await expect(page).toHaveURL(/\/game(\/disclaimer\?returnTo=%2Fgame)?$/)
    expect(asked).toEqual(["sign_in"])
  })
}
