import type { Page } from "@playwright/test"
import { socialDisplayName, socialEmailOf } from "./e2e-paths.ts"
import { expect, goodPassword, linkSentTo, mailsSentTo, signUpThroughApi, test, uniqueEmail, withSavedCookieChoice } from "./fixtures.ts"

/** The sign-up form's fields, as a newcomer finds them. */
const signUpForm = (page: Page) => ({
  displayName: page.getByLabel("Pseudo"),
  email: page.getByLabel("E-mail"),
  password: page.getByLabel("Mot de passe", { exact: true }),
  confirmation: page.getByLabel("Confirme le mot de passe"),
  submit: page.getByRole("button", { name: "Créer mon compte" })
})

/** The message shown under a field (its aria-describedby error). */
const errorUnder = (page: Page, id: string) => page.locator(`#${id}-error`)

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("a newcomer: home in French then English and back, the rules, sign-up with every wrong input explained, a taken address said on its field, signed in at once, the verification link's page, sign out, sign in, kept out of /auth", async ({
  page
}) => {
  // A long walk (some 40 s alone); with eight workers on two cores it passed the default minute.
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const taken = await signUpThroughApi(page, { verified: false })
  await page.context().clearCookies()

  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforme ta séance de bloc en jeu.")
  await page.getByRole("group", { name: "Langue" }).getByRole("button", { name: "English" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn your gym session into a game.")
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Français" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforme ta séance de bloc en jeu.")

  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Règles" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les règles du jeu")
  await expect(page.locator("ol.rules-list > li")).toHaveCount(9)
  await page.getByRole("link", { name: "Crée un compte pour jouer" }).click()
  await expect(page).toHaveURL(/\/auth\/sign-up$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer un compte")

  const form = signUpForm(page)
  await form.submit.click()
  await expect(errorUnder(page, "sign-up-displayName")).toHaveText("Ce champ est obligatoire")
  await expect(errorUnder(page, "sign-up-email")).toHaveText("Saisis une adresse e-mail valide.")
  // The password's rule is its hint, shown once: refused, the hint turns into the error and a short line points at it.
  await expect(errorUnder(page, "sign-up-password")).toHaveText("Ton mot de passe ne suit pas encore la règle ci-dessus.")
  await expect(page.locator("#sign-up-password-hint")).toHaveClass(/is-broken/)
  await expect(form.displayName).toBeFocused()

  await form.displayName.fill("Z")
  await expect(errorUnder(page, "sign-up-displayName")).toHaveText("Ton pseudo doit contenir entre 2 et 25 caractères.")
  await form.displayName.fill("Zoé")
  await expect(errorUnder(page, "sign-up-displayName")).toBeHidden()

  await form.email.fill("zoe@grimpe")
  await expect(errorUnder(page, "sign-up-email")).toHaveText("Saisis une adresse e-mail valide.")
  await form.email.fill(`${"z".repeat(40)}@grimpe-allez.fr`)
  await expect(errorUnder(page, "sign-up-email")).toHaveText("Ton adresse e-mail ne peut pas dépasser 50 caractères.")

  await form.password.fill("grimpe2026")
  await expect(errorUnder(page, "sign-up-password")).toHaveText("Ton mot de passe ne suit pas encore la règle ci-dessus.")
  await form.password.fill(goodPassword)
  await form.confirmation.fill("Grimpe!2025")
  await form.confirmation.blur()
  await expect(errorUnder(page, "sign-up-confirmation")).toHaveText("Les mots de passe ne correspondent pas.")
  await form.confirmation.fill(goodPassword)
  await expect(errorUnder(page, "sign-up-confirmation")).toBeHidden()

  // A taken address is said on its field (spec §8); nothing typed is lost, and nobody is signed in.
  await form.email.fill(taken.email)
  await form.submit.click()
  await expect(errorUnder(page, "sign-up-email")).toHaveText("Cette adresse e-mail est déjà utilisée.")
  await expect(form.email).toBeFocused()
  await expect(form.email).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByTestId("toast").filter({ hasText: "Cette adresse e-mail est déjà utilisée." })).toBeVisible()
  await expect(form.displayName).toHaveValue("Zoé")
  await expect(form.password).toHaveValue(goodPassword)
  expect(mailsSentTo(taken.email).filter((mail) => mail.includes("déjà un compte"))).toEqual([])

  // A free one: signed in at once, on the way to the game (the disclaimer first); the mail goes out meanwhile.
  const email = uniqueEmail("newcomer")
  await form.email.fill(email)
  await expect(errorUnder(page, "sign-up-email")).toBeHidden()
  await expect(page.getByRole("link", { name: /politique de confidentialité/ })).toHaveAttribute("href", "/privacy")
  await form.submit.click()
  await expect(page).toHaveURL(/\/game\/disclaimer\?returnTo=%2Fgame$/)
  await page.goto("/parameters")
  await expect(page.getByText("Pas encore confirmé", { exact: true })).toBeVisible()

  // The link's page names the account; only its button confirms.
  await page.goto(await linkSentTo(email, "/auth/verify-email?token="))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirme ton adresse e-mail")
  await expect(page.getByTestId("link-account-name")).toHaveText("Zoé")
  await expect(page.getByTestId("link-account-email")).toHaveText(email)
  await page.getByRole("button", { name: "Confirmer mon adresse" }).click()
  await expect(page.getByTestId("toast").filter({ hasText: "Ton adresse e-mail est confirmée." })).toBeVisible()
  await expect(page).toHaveURL(/\/game\/disclaimer\?returnTo=%2Fgame$/)
  await page.goto("/parameters")
  await expect(page.getByText("Confirmé", { exact: true })).toBeVisible()

  await page.getByRole("button", { name: /Zoé/ }).click()
  await page.getByRole("button", { name: "Se déconnecter" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId("toast").filter({ hasText: "Déconnexion réussie." })).toBeVisible()

  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Se connecter" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion")
  await page.getByLabel("E-mail").fill(email)
  await page.getByLabel("Mot de passe", { exact: true }).fill("Grimpe!2025")
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page.getByRole("alert").getByTestId("toast")).toHaveText(/Adresse e-mail ou mot de passe invalide\./)
  await expect(page).toHaveURL(/\/auth\/sign-in$/)
  await page.getByLabel("Mot de passe", { exact: true }).fill(goodPassword)
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page).toHaveURL(/\/game(\/disclaimer\?returnTo=%2Fgame)?$/)

  await page.goto("/auth")
  await expect(page).toHaveURL(/\/$/)
  await page.goto("/auth/sign-up")
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("button", { name: /Zoé/ })).toBeVisible()
})

test("a confirmed address goes on where its newcomer was going: the disclaimer, then the game menu or the page that sent them, never the settings", async ({
  page
}) => {
  // Signed in by the sign-up itself, before confirming.
  const account = await signUpThroughApi(page, { verified: false })
  await page.goto(await linkSentTo(account.email, "/auth/verify-email?token="))
  await page.getByRole("button", { name: "Confirmer mon adresse" }).click()
  await expect(page).toHaveURL(/\/game\/disclaimer\?returnTo=%2Fgame$/)
  await page.getByRole("checkbox", { name: /J'ai lu cet avertissement/ }).check()
  await page.getByRole("button", { name: "Continuer" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu du jeu")

  // Sent to sign up by the game: signed up, back to the pregame after the disclaimer, the first player
  // named after the account; the mail's link remembers the pregame too.
  await page.context().clearCookies()
  await page.goto("/game/pregame")
  await page.getByRole("link", { name: "Crée-le gratuitement" }).click()
  await expect(page).toHaveURL(/\/auth\/sign-up\?returnTo=%2Fgame%2Fpregame$/)
  const form = signUpForm(page)
  const email = uniqueEmail("wayfarer")
  await form.displayName.fill("Inès la grimpeuse de Font")
  await form.email.fill(email)
  await form.password.fill(goodPassword)
  await form.confirmation.fill(goodPassword)
  await form.submit.click()
  await expect(page).toHaveURL(/\/game\/disclaimer\?returnTo=%2Fgame%2Fpregame$/)
  await page.getByRole("checkbox", { name: /J'ai lu cet avertissement/ }).check()
  await page.getByRole("button", { name: "Continuer" }).click()
  await expect(page).toHaveURL(/\/game\/pregame$/)
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  const names = page.getByLabel("Nom", { exact: true })
  await expect(names.nth(0)).toHaveValue("Inès la grimpeuse de")
  await expect(names.nth(1)).toHaveValue("")
  const link = await linkSentTo(email, "/auth/verify-email?token=")
  expect(new URL(link).searchParams.get("returnTo")).toBe("/game/pregame")
})

test("sign-in: the password can be shown, empty fields are explained; Google (configured) starts its sign-in, Facebook (not configured here) is not shown", async ({
  page
}) => {
  await page.goto("/auth/sign-in")
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(errorUnder(page, "sign-in-email")).toHaveText("Saisis une adresse e-mail valide.")
  await expect(errorUnder(page, "sign-in-password")).toHaveText("Ce champ est obligatoire")

  const password = page.getByLabel("Mot de passe", { exact: true })
  await password.fill("Grimpe!2026")
  await expect(password).toHaveAttribute("type", "password")
  await page.getByRole("button", { name: "Afficher le mot de passe" }).click()
  await expect(password).toHaveAttribute("type", "text")
  await page.getByRole("button", { name: "Masquer le mot de passe" }).click()
  await expect(password).toHaveAttribute("type", "password")

  await expect(page.getByRole("link", { name: "Continuer avec Google" })).toHaveAttribute("href", "/api/auth/oauth/google/start?lang=fr")
  // (The footer's own links to the team's pages are not sign-in buttons.)
  await expect(page.getByRole("main").getByText(/Facebook/)).toHaveCount(0)
  await expect(page.locator("button:disabled")).toHaveCount(0)
})

test("sign-up and sign-in: with the server out of reach, no provider is offered, nor a dead button", async ({ page }) => {
  await page.route("**/api/auth/providers", (route) => route.abort())
  for (const path of ["/auth/sign-in", "/auth/sign-up"]) {
    await page.goto(path)
    await expect(page.locator("form.auth-form button[type=submit]")).toBeEnabled()
    await expect(page.getByRole("main").getByText(/Google|Facebook/)).toHaveCount(0)
    await expect(page.locator(".social")).toHaveCount(0)
  }
})

test("Google sign-in at a real OpenID provider: the games route, then settings that hide the e-mail and the password and say why", async ({ page }) => {
  // The provider's development pages import a web font: not this test's business.
  await page.route("https://fonts.googleapis.com/**", (route) => route.abort())
  const login = `social-${process.pid}-${Date.now().toString(36)}`
  await page.goto("/auth/sign-in")
  await page.getByRole("link", { name: "Continuer avec Google" }).click()

  // At the provider (its own login, then consent page).
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//)
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill("anything")
  await page.getByRole("button", { name: "Sign-in" }).click()
  await page.getByRole("button", { name: "Continue" }).click()

  await expect(page).toHaveURL(/\/game(\/disclaimer\?returnTo=%2Fgame)?$/)

  await page.goto("/parameters")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres")
  await expect(page.getByText("Tu te connectes avec Google ou Facebook\u00a0: ton adresse e-mail et ton mot de passe se gèrent là-bas.")).toBeVisible()
  await expect(page.getByRole("button", { name: "Changer l'e-mail" })).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Changer le mot de passe" })).toHaveCount(0)
  await expect(page.getByText(socialEmailOf(login))).toHaveCount(0)
  // The rest of the settings stay: the name is the provider's, and can be changed.
  await expect(page.getByTestId("display-name")).toHaveText(socialDisplayName)
  await expect(page.getByRole("button", { name: /Modifier.*Pseudo/ })).toBeVisible()
  const me = await page.request.get("/api/auth/me", { headers: { Accept: "application/json" } })
  const { profile } = (await me.json()) as { profile: { isSocial: boolean; email: string } }
  expect(profile).toMatchObject({ isSocial: true, email: socialEmailOf(login) })
})

test.describe("in English", () => {
  test.use({ locale: "en-GB" })

  test("a new account made with Google from an English page is in English", async ({ page }) => {
    await page.goto("/auth/sign-in")
    await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveAttribute("href", "/api/auth/oauth/google/start?lang=en")
    await page.getByRole("link", { name: "Continue with Google" }).click()
    await signInAtGoogle(page, `english-${process.pid}-${Date.now().toString(36)}`)
    await expect(page).toHaveURL(/\/game(\/disclaimer\?returnTo=%2Fgame)?$/)
    const { profile } = (await (await page.request.get("/api/auth/me", { headers: { Accept: "application/json" } })).json()) as {
      profile: { preferredLanguage: string }
    }
    expect(profile.preferredLanguage).toBe("en")
    await page.goto("/parameters")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings")
  })
})

/** Google at the loopback OpenID provider: its login page, then its consent page, for a new `login`. */
const signInAtGoogle = async (page: Page, login: string) => {
  await page.route("https://fonts.googleapis.com/**", (route) => route.abort())
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//)
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill("anything")
  await page.getByRole("button", { name: "Sign-in" }).click()
  await page.getByRole("button", { name: "Continue" }).click()
}

test("Google sign-in comes back to the page that asked for it: the game (after the first disclaimer), the bag", async ({ page }) => {
  // The game: the guard sends a visitor to sign-in, Google brings them back, the disclaimer comes first.
  await page.goto("/game/pregame")
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fgame%2Fpregame$/)
  await expect(page.getByRole("link", { name: "Continuer avec Google" })).toHaveAttribute(
    "href",
    "/api/auth/oauth/google/start?lang=fr&returnTo=%2Fgame%2Fpregame"
  )
  await page.getByRole("link", { name: "Continuer avec Google" }).click()
  await signInAtGoogle(page, `back-${process.pid}-${Date.now().toString(36)}`)
  await expect(page).toHaveURL(/\/game\/disclaimer\?returnTo=%2Fgame%2Fpregame$/)
  await page.getByRole("checkbox", { name: /J'ai lu cet avertissement/ }).check()
  await page.getByRole("button", { name: "Continuer" }).click()
  await expect(page).toHaveURL(/\/game\/pregame$/)

  // The bag: checking out asks a visitor to sign in and come back (here from the sign-up page's button).
  await page.context().clearCookies()
  await page.goto("/auth/sign-up?returnTo=%2Fstore%2Fbag")
  await page.getByRole("link", { name: "Continuer avec Google" }).click()
  await signInAtGoogle(page, `bag-${process.pid}-${Date.now().toString(36)}`)
  await expect(page).toHaveURL(/\/store\/bag$/)
  await expect(page.getByRole("button", { name: new RegExp(socialDisplayName) }).first()).toBeVisible()
})

test("a failed social sign-in comes back to sign-in with the spec's message", async ({ page }) => {
  await page.goto("/auth/sign-in?error=social")
  await expect(page.getByRole("alert").getByTestId("toast")).toHaveText(/Quelque chose s'est mal passé, réessaie\./)
})

test("forgot password: an invalid address is explained, the reset e-mail arrives, its link sets a new password, then sign in with it", async ({ page }) => {
  const account = await signUpThroughApi(page)
  await page.context().clearCookies()
  await page.goto("/auth/sign-in")
  await page.getByRole("link", { name: "Mot de passe oublié\u202f?" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié")

  await page.getByLabel("E-mail").fill("zoe@grimpe")
  await page.getByRole("button", { name: "Envoie-moi un lien" }).click()
  await expect(errorUnder(page, "forgot-email")).toHaveText("Saisis une adresse e-mail valide.")
  await page.getByLabel("E-mail").fill(account.email)
  await page.getByRole("button", { name: "Envoie-moi un lien" }).click()
  await expect(page.getByTestId("toast")).toHaveText(/Un e-mail de réinitialisation du mot de passe t'a été envoyé\./)

  await page.goto(await linkSentTo(account.email, "/auth/forgot-password?token=", 2))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choisis un nouveau mot de passe")
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("court")
  await page.getByLabel("Confirme le mot de passe", { exact: true }).fill("autre")
  await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click()
  await expect(errorUnder(page, "reset-password")).toHaveText("Ton mot de passe ne suit pas encore la règle ci-dessus.")
  await expect(page.locator("#reset-password-hint")).toHaveClass(/is-broken/)
  await expect(errorUnder(page, "reset-confirmation")).toHaveText("Les mots de passe ne correspondent pas.")
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Bloc&Voie2027")
  await page.getByLabel("Confirme le mot de passe", { exact: true }).fill("Bloc&Voie2027")
  await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click()
  await expect(page).toHaveURL(/\/auth\/sign-in$/)
  await expect(page.getByTestId("toast").filter({ hasText: "Ton mot de passe a été changé." })).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion")

  await page.getByLabel("E-mail").fill(account.email)
  await page.getByLabel("Mot de passe", { exact: true }).fill("Bloc&Voie2027")
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page).toHaveURL(/\/game(\/disclaimer\?returnTo=%2Fgame)?$/)
})

test("a used or forged reset link says so and offers a new one", async ({ page }) => {
  await page.goto("/auth/forgot-password?token=abcdefghijklmnopqrstuvwxyz234567")
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Bloc&Voie2027")
  await page.getByLabel("Confirme le mot de passe", { exact: true }).fill("Bloc&Voie2027")
  await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click()
  await expect(page.getByRole("alert").getByTestId("toast")).toHaveText(/Ce lien n'est pas valide ou a expiré\. Demandes-en un nouveau\./)
  await page.getByRole("link", { name: "Demander un nouveau lien" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié")
})
