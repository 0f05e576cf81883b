import type { Page } from "@playwright/test"
import { axeViolations } from "./axe.ts"
import { expect, goodPassword, mailsSentTo, signUpThroughApi, test, uniqueEmail, withSavedCookieChoice, withSavedLanguage } from "./fixtures.ts"

/**
 * Arriving (issue 36, items 1–3 and 15): a stranger who taps "play" on the home page is welcomed by
 * sign-up, with sign-in one tap away; signing up signs them in and takes them to the game, the first
 * player named after them; the password's rule is said once; from the bag, sign-up comes back to it.
 */
const words = {
  fr: {
    home: "Transforme ta séance de bloc en jeu.",
    play: "Jouer une partie",
    title: "Créer un compte",
    welcome: /^Bienvenue\u202f! Crée ton compte gratuit/,
    hasAccount: "Déjà un compte\u202f?",
    toSignIn: "Connecte-toi",
    signInTitle: "Connexion",
    signIn: "Se connecter",
    displayName: "Pseudo",
    email: "E-mail",
    password: "Mot de passe",
    confirmation: "Confirme le mot de passe",
    submit: "Créer mon compte",
    taken: "Cette adresse e-mail est déjà utilisée.",
    rule: /^Au moins 8\u00a0caractères, avec une majuscule, une minuscule, un chiffre/,
    refused: "Ton mot de passe ne suit pas encore la règle ci-dessus.",
    accept: /J'ai lu cet avertissement/,
    continue: "Continuer",
    menu: "Menu du jeu",
    newGame: /Nouvelle partie/,
    next: /Suivant : les joueurs/,
    name: "Nom"
  },
  en: {
    home: "Turn your gym session into a game.",
    play: "Play a game",
    title: "Create an account",
    welcome: /^Welcome! Create your free account/,
    hasAccount: "Already have an account?",
    toSignIn: "Sign in",
    signInTitle: "Sign in",
    signIn: "Sign in",
    displayName: "Display name",
    email: "E-mail",
    password: "Password",
    confirmation: "Confirm the password",
    submit: "Create my account",
    taken: "This email is already used.",
    rule: /^At least 8 characters, with an upper-case letter, a lower-case letter, a digit/,
    refused: "Your password does not follow the rule above yet.",
    accept: /I have read this disclaimer/,
    continue: "Continue",
    menu: "Game menu",
    newGame: /New game/,
    next: /Next: the players/,
    name: "Name"
  }
} as const

const fieldsOf = (page: Page, say: (typeof words)["fr" | "en"]) => ({
  displayName: page.getByLabel(say.displayName),
  email: page.getByLabel(say.email),
  password: page.getByLabel(say.password, { exact: true }),
  confirmation: page.getByLabel(say.confirmation),
  submit: page.getByRole("button", { name: say.submit })
})

for (const [language, width] of [
  ["fr", 360],
  ["en", 1280]
] as const) {
  const say = words[language]

  test(`"${say.play}" welcomes a stranger with sign-up, sign-in one tap away; a taken address is said on its field; the rule is said once and "-", spaces and accents pass; signed up, the game's first player is them (${language}, ${width} px)`, async ({
    page,
    browser,
    baseURL
  }) => {
    test.setTimeout(120_000)
    await withSavedCookieChoice(page)
    await withSavedLanguage(page, language)
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
    const holder = await browser.newContext({ baseURL })
    const taken = await signUpThroughApi(await holder.newPage(), { language })
    await holder.close()

    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.home)
    await page.getByRole("main").getByRole("link", { name: say.play }).click()
    await expect(page).toHaveURL(/\/auth\/sign-up$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.title)
    await expect(page.getByText(say.welcome)).toBeVisible()
    await expect(page.getByText(/Content de te revoir|Welcome back/)).toHaveCount(0)
    // Sign-in is one tap away, above the form, without scrolling.
    const toSignIn = page.getByRole("main").getByRole("link", { name: say.toSignIn, exact: true })
    await expect(toSignIn).toBeInViewport()
    await expect(page.getByText(say.hasAccount)).toBeVisible()
    const fields = fieldsOf(page, say)
    expect((await toSignIn.boundingBox())?.y ?? Infinity).toBeLessThan((await fields.displayName.boundingBox())?.y ?? 0)
    for (const size of [360, 1280]) {
      await page.setViewportSize({ width: size, height: 800 })
      expect(await axeViolations(page), `sign-up at ${size} px`).toEqual([])
    }
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })

    // The password's rule is the hint; refused by it, the hint is the error and a short line points at it.
    await fields.password.fill("grimpe")
    await fields.password.blur()
    const hint = page.locator("#sign-up-password-hint")
    const error = page.locator("#sign-up-password-error")
    await expect(error).toHaveText(say.refused)
    await expect(hint).toHaveText(say.rule)
    await expect(hint).toHaveClass(/is-broken/)
    await expect(page.getByText(say.rule)).toHaveCount(1)
    await expect(fields.password).toHaveAttribute("aria-invalid", "true")
    await expect(fields.password).toHaveAttribute("aria-describedby", "sign-up-password-hint sign-up-password-error")
    expect(await axeViolations(page), "a refused password").toEqual([])
    // Any character beyond the rule passes: hyphens, spaces, accents.
    const password = "Grimpe-été 2026 !"
    await fields.password.fill(password)
    await expect(error).toBeHidden()
    await expect(hint).not.toHaveClass(/is-broken/)

    // A taken address: said on its field, in the page's language; nothing typed is lost.
    await fields.displayName.fill("Inès")
    await fields.email.fill(taken.email)
    await fields.confirmation.fill(password)
    await fields.submit.click()
    await expect(page.locator("#sign-up-email-error")).toHaveText(say.taken)
    await expect(fields.email).toBeFocused()
    await expect(fields.password).toHaveValue(password)
    await expect(page).toHaveURL(/\/auth\/sign-up$/)

    // A free one: signed in, the disclaimer, the game menu, a new game whose first player is Inès.
    const email = uniqueEmail(`arriving-${language}`)
    await fields.email.fill(email)
    await fields.submit.click()
    await expect(page).toHaveURL(/\/game\/disclaimer\?returnTo=%2Fgame$/)
    await page.getByRole("checkbox", { name: say.accept }).check()
    await page.getByRole("button", { name: say.continue }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.menu)
    await page.getByRole("main").getByRole("button", { name: say.newGame }).click()
    await page.getByRole("button", { name: say.next }).click()
    const names = page.getByLabel(say.name, { exact: true })
    await expect(names.nth(0)).toHaveValue("Inès")
    await expect(names.nth(1)).toHaveValue("")
    // The verification mail went out with the sign-up, in the page's language.
    await expect.poll(() => mailsSentTo(email).length).toBe(1)

    // Signed out, the page's other way in leads to sign-in.
    await page.context().clearCookies()
    await page.goto("/auth/sign-up")
    await page.getByRole("main").getByRole("link", { name: say.toSignIn, exact: true }).click()
    await expect(page).toHaveURL(/\/auth\/sign-in$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.signInTitle)
    // A password of any characters signs in.
    await page.getByLabel(say.email).fill(email)
    await page.getByLabel(say.password, { exact: true }).fill(password)
    await page.getByRole("main").getByRole("button", { name: say.signIn, exact: true }).click()
    await expect(page).toHaveURL(/\/game$/)
  })
}

test("from the bag, signing up comes back to the bag, the packs still in it", async ({ page }) => {
  await withSavedCookieChoice(page)
  await page.goto("/store")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boutique")
  await page.getByRole("button", { name: "Ajouter au panier : Soirée entre potes" }).click()
  await page.getByRole("link", { name: "Panier, 1 pack" }).click()
  await expect(page).toHaveURL(/\/store\/bag$/)
  await page.getByRole("button", { name: "Passer au paiement" }).click()
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fstore%2Fbag$/)
  await page.getByRole("main").getByRole("link", { name: "Crée-le gratuitement" }).click()
  await expect(page).toHaveURL(/\/auth\/sign-up\?returnTo=%2Fstore%2Fbag$/)
  const fields = fieldsOf(page, words.fr)
  await fields.displayName.fill("Zoé")
  await fields.email.fill(uniqueEmail("bagger"))
  await fields.password.fill(goodPassword)
  await fields.confirmation.fill(goodPassword)
  await fields.submit.click()
  await expect(page).toHaveURL(/\/store\/bag$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ton panier")
  await expect(page.locator(".store-bag-item")).toHaveText([/Soirée entre potes/])
  await expect(page.getByRole("button", { name: "Passer au paiement" })).toBeEnabled()
})
