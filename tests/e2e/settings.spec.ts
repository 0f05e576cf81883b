import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Page } from "@playwright/test"
import Database from "better-sqlite3"
import { e2eDataDir } from "./e2e-paths.ts"
import {
  expect,
  expectToastAtTopCentre,
  goodPassword,
  holdRequests,
  linkSentTo,
  mailsSentTo,
  signUpThroughApi,
  test,
  uniqueEmail,
  withSavedCookieChoice
} from "./fixtures.ts"

const photo = fileURLToPath(new URL("../../web/public/icons/icon-512.png", import.meta.url))

/**
 * Records the action of each human-check challenge the page asks for. Held, the challenges wait until
 * `release()`, so the modal's 'Verifying...' state can be seen.
 */
const watchHumanChecks = async (page: Page, { isHeld = false } = {}): Promise<{ readonly actions: Array<string>; readonly release: () => void }> => {
  const actions: Array<string> = []
  const release = await holdRequests(page, "**/api/human-check/challenge*", (request) => {
    actions.push(new URL(request.url()).searchParams.get("action") ?? "")
  })
  if (!isHeld) release()
  return { actions, release }
}

const profileOf = async (page: Page) =>
  ((await (await page.request.get("/api/auth/me", { headers: { Accept: "application/json" } })).json()) as { profile: Record<string, unknown> }).profile

const modal = (page: Page) => page.getByRole("dialog")

/** As if this user had signed in `minutes` ago: their sessions' sign-in time moved back in the test server's store. */
const signedInMinutesAgo = (userId: string, minutes: number): void => {
  const db = new Database(join(e2eDataDir, "allez.sqlite"), { fileMustExist: true, timeout: 5_000 })
  try {
    const moved = db.prepare("UPDATE sessions SET created_at = created_at - ? WHERE user_id = ?").run(minutes * 60_000, userId)
    expect(moved.changes).toBeGreaterThan(0)
  } finally {
    db.close()
  }
}

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("the display name: a modal, its validation, Confirm runs the human check ('Vérification...'), then the toast and the new name everywhere", async ({
  page
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signUpThroughApi(page, { displayName: "Zoé" })
  const { actions, release } = await watchHumanChecks(page, { isHeld: true })
  await page.goto("/parameters")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres")

  await page.getByRole("button", { name: /Modifier.*Pseudo/ }).click()
  await expect(modal(page)).toBeVisible()
  await modal(page).getByRole("button", { name: "Annuler" }).click()
  await expect(modal(page)).toBeHidden()
  expect(actions).toEqual([])

  await page.getByRole("button", { name: /Modifier.*Pseudo/ }).click()
  const name = modal(page).getByLabel("Pseudo")
  await name.fill("Z")
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  await expect(modal(page).getByText("Ton pseudo doit contenir entre 2 et 25 caractères.")).toBeVisible()
  expect(actions).toEqual([])

  await name.fill("Zoé la grimpeuse")
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  const verifying = modal(page).getByRole("button", { name: "Vérification..." })
  await expect(verifying).toBeVisible()
  await expect(verifying).toBeDisabled()
  release()
  await expect(modal(page)).toBeHidden()
  expect(actions).toEqual(["change_name"])
  await expect(page.getByTestId("toast").filter({ hasText: "Ton pseudo a bien été mis à jour." })).toBeVisible()
  await expect(page.getByTestId("display-name")).toHaveText("Zoé la grimpeuse")
  await expect(page.getByRole("button", { name: /Zoé la grimpeuse/ })).toBeVisible()
  expect((await profileOf(page)).displayName).toBe("Zoé la grimpeuse")
})

test("a failed human check says so and changes nothing: a challenge that cannot be fetched, then a proof the server has already seen", async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: 1280, height: 900 })
  await signUpThroughApi(page, { displayName: "Zoé" })
  await page.goto("/parameters")
  const failed = page.getByTestId("toast").filter({ hasText: "La vérification anti-robot a échoué. Réessaie." })

  await page.route("**/api/human-check/challenge*", (route) => route.abort())
  await page.getByRole("button", { name: /Modifier.*Pseudo/ }).click()
  await modal(page).getByLabel("Pseudo").fill("Zoé bis")
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  await expect(failed).toBeVisible()
  await expectToastAtTopCentre(page, failed)
  await expect(modal(page).getByRole("button", { name: "Confirmer" })).toBeEnabled()
  expect((await profileOf(page)).displayName).toBe("Zoé")
  await page.unroute("**/api/human-check/challenge*")

  const proofs: Array<string> = []
  page.on("request", (request) => {
    const proof = request.headers()["x-human-check"]
    if (request.method() === "PATCH" && proof !== undefined) proofs.push(proof)
  })
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId("display-name")).toHaveText("Zoé bis")
  expect(proofs).toHaveLength(1)

  // The next change sends the first proof again, as a replay would: the server refuses it.
  await page.route("**/api/me/profile", (route) => route.continue({ headers: { ...route.request().headers(), "x-human-check": proofs[0] ?? "" } }))
  await page.getByRole("button", { name: /Modifier.*Pseudo/ }).click()
  await modal(page).getByLabel("Pseudo").fill("Zoé ter")
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  // (the modal's own alert repeats only errors raised since it opened)
  await expect(modal(page).getByRole("alert").getByTestId("toast")).toHaveText(/La vérification anti-robot a échoué\. Réessaie\./)
  expect((await profileOf(page)).displayName).toBe("Zoé bis")
})

test("the language: changed live from the settings, saved in the profile, which then wins over this device's choice", async ({ page }) => {
  await signUpThroughApi(page)
  await page.goto("/parameters")
  await page.getByRole("main").getByRole("group", { name: "Langue" }).getByRole("button", { name: "English" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings")
  await expect(page.getByTestId("toast").filter({ hasText: "Your language has been updated." })).toBeVisible()
  await expect.poll(async () => (await profileOf(page)).preferredLanguage).toBe("en")

  await page.evaluate(() => localStorage.setItem("locale", "fr"))
  await page.reload()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings")
  await expect(page.getByRole("main").getByRole("group", { name: "Language" }).getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true")
})

test("categories: two switched off, the others locked with the spec's message; saved after the human check", async ({ page }) => {
  await signUpThroughApi(page)
  const { actions } = await watchHumanChecks(page)
  await page.goto("/parameters")
  await expect(page.getByTestId("categories-summary")).toHaveText("Les huit catégories sont activées.")
  await page.getByRole("button", { name: "Choisir les catégories" }).click()
  const dialog = modal(page)
  await dialog.getByRole("switch", { name: "Jeu" }).click()
  await expect(dialog.getByRole("switch", { name: "Jeu" })).not.toBeChecked()
  await expect(dialog.getByText("Tu peux retirer au maximum 2 catégories de la liste.")).toBeHidden()
  await dialog.getByRole("switch", { name: "Autre" }).click()
  await expect(dialog.getByText("Tu peux retirer au maximum 2 catégories de la liste.")).toBeVisible()
  for (const locked of [
    "Type de mouvement",
    "Défis de force",
    "En dehors de l'escalade",
    "Contrainte physique",
    "En lien avec le parcours",
    "En lien avec le temps"
  ]) {
    await expect(dialog.getByRole("switch", { name: locked })).toBeDisabled()
    await expect(dialog.getByRole("switch", { name: locked })).toBeChecked()
  }
  await expect(dialog.getByRole("switch", { name: "Jeu" })).toBeEnabled()

  await dialog.getByRole("button", { name: "Confirmer" }).click()
  await expect(dialog).toBeHidden()
  expect(actions).toEqual(["user_action"])
  await expect(page.getByTestId("toast").filter({ hasText: "Tes catégories de défis ont bien été mises à jour." })).toBeVisible()
  await expect(page.getByTestId("categories-summary")).toHaveText("Désactivées\u00a0: Jeu, Autre.")
  expect((await profileOf(page)).categoryBlacklist).toEqual(["game", "other"])

  await page.reload()
  await page.getByRole("button", { name: "Choisir les catégories" }).click()
  await expect(modal(page).getByRole("switch", { name: "Défis de force" })).toBeDisabled()
  await modal(page).getByRole("switch", { name: "Autre" }).click()
  await expect(modal(page).getByRole("switch", { name: "Défis de force" })).toBeEnabled()
  await modal(page).getByRole("button", { name: "Annuler" }).click()
  expect((await profileOf(page)).categoryBlacklist).toEqual(["game", "other"])
})

test("the e-mail list: on at once (human checked), off only after confirming", async ({ page }) => {
  await signUpThroughApi(page)
  const { actions } = await watchHumanChecks(page)
  await page.goto("/parameters")
  const list = page.getByRole("switch", { name: "Nouvelles par e-mail" })
  await expect(list).not.toBeChecked()
  await list.click()
  await expect(list).toBeChecked()
  await expect(page.getByTestId("toast").filter({ hasText: "Tes préférences d'e-mail ont bien été mises à jour." })).toBeVisible()
  expect((await profileOf(page)).emailList).toBe(true)

  await list.click()
  await expect(modal(page)).toBeVisible()
  await modal(page).getByRole("button", { name: "Annuler" }).click()
  await expect(list).toBeChecked()
  await list.click()
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  await expect(modal(page)).toBeHidden()
  await expect(list).not.toBeChecked()
  expect((await profileOf(page)).emailList).toBe(false)
  expect(actions).toEqual(["email_subscription", "email_subscription"])
})

test("the photo: one image picked, framed in the square, uploaded and re-encoded; then removed after confirming", async ({ page }) => {
  await signUpThroughApi(page)
  const { actions } = await watchHumanChecks(page)
  await page.goto("/parameters")
  await page.getByRole("button", { name: "Ajouter une photo" }).click()
  const dialog = modal(page)
  await expect(dialog.getByRole("button", { name: "Confirmer" })).toBeDisabled()
  await dialog.locator("#photo-file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") })
  await expect(dialog.getByText("Choisis une image PNG, JPEG, WebP ou GIF.")).toBeVisible()
  await dialog.locator("#photo-file").setInputFiles(photo)
  const preview = dialog.getByTestId("photo-preview")
  await expect(preview).toBeVisible()
  await dialog.getByLabel("Zoom").fill("2")
  await preview.focus()
  await page.keyboard.press("ArrowLeft")
  await dialog.getByRole("button", { name: "Confirmer" }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId("toast").filter({ hasText: "Ta photo de profil a bien été mise à jour." })).toBeVisible()

  const photoURL = String((await profileOf(page)).photoURL)
  expect(photoURL).toMatch(/\.webp$/)
  const stored = await page.request.get(photoURL)
  expect(stored.headers()["content-type"]).toBe("image/webp")
  await expect(page.getByRole("img", { name: "Ta photo de profil" })).toHaveAttribute("src", photoURL)

  await page.getByRole("button", { name: "Supprimer la photo" }).click()
  await expect(modal(page).getByRole("heading", { name: "Supprimer ta photo\u202f?" })).toBeVisible()
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId("toast").filter({ hasText: "Ta photo de profil a été supprimée." })).toBeVisible()
  await expect(page.getByRole("button", { name: "Ajouter une photo" })).toBeVisible()
  expect((await profileOf(page)).photoURL).toBeNull()
  expect(actions).toEqual(["change_image", "delete_image"])
})

test("the password: after confirming, a reset e-mail; its link opens the new-password form while signed in, then sign in with the new one", async ({
  page
}) => {
  const account = await signUpThroughApi(page)
  await page.goto("/parameters")
  await page.getByRole("button", { name: "Changer le mot de passe" }).click()
  await expect(modal(page).getByText(account.email)).toBeVisible()
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId("toast").filter({ hasText: "Un e-mail de réinitialisation du mot de passe t'a été envoyé." })).toBeVisible()

  await page.goto(await linkSentTo(account.email, "/auth/forgot-password?token=", 2))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choisis un nouveau mot de passe")
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Bloc&Voie2027")
  await page.getByLabel("Confirme le mot de passe", { exact: true }).fill("Bloc&Voie2027")
  await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click()
  await expect(page).toHaveURL(/\/auth\/sign-in$/)
  await page.getByLabel("E-mail").fill(account.email)
  await page.getByLabel("Mot de passe", { exact: true }).fill(goodPassword)
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page.getByRole("alert").getByTestId("toast")).toHaveText(/Adresse e-mail ou mot de passe invalide\./)
  await page.getByLabel("Mot de passe", { exact: true }).fill("Bloc&Voie2027")
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page).toHaveURL(/\/game(\/disclaimer\?returnTo=%2Fgame)?$/)
})

test("the e-mail: an address in use is refused; another gets a confirmation link, which changes it ('Ton adresse e-mail a bien été mise à jour.')", async ({
  page
}) => {
  const taken = await signUpThroughApi(page, { verified: false })
  await page.context().clearCookies()
  const account = await signUpThroughApi(page)
  await page.goto("/parameters")
  await page.getByRole("button", { name: "Changer l'e-mail" }).click()
  const field = modal(page).getByLabel("Nouvel e-mail")
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  await expect(modal(page).getByText("Ce champ est obligatoire")).toBeVisible()
  await field.fill("zoe@grimpe")
  await expect(modal(page).getByText("Saisis une adresse e-mail valide.")).toBeVisible()

  await field.fill(taken.email)
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  await expect(modal(page).locator("#settings-new-email-error")).toHaveText("Cette adresse e-mail est déjà utilisée.")
  await expect(page.getByTestId("toast").filter({ hasText: "Cette adresse e-mail est déjà utilisée." })).toBeVisible()
  await expect(modal(page).getByRole("alert").getByTestId("toast")).toHaveText(/Cette adresse e-mail est déjà utilisée\./)

  const next = uniqueEmail("moved")
  await field.fill(next)
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId("toast").filter({ hasText: `On a envoyé un lien de confirmation à ${next}.` })).toBeVisible()

  await page.goto(await linkSentTo(next, "/auth/confirm-email?token="))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirme ta nouvelle adresse e-mail")
  await expect(page.getByTestId("link-account-email")).toHaveText(next)
  await page.getByRole("button", { name: "Utiliser cette adresse" }).click()
  await expect(page).toHaveURL(/\/parameters$/)
  await expect(page.getByTestId("toast").filter({ hasText: "Ton adresse e-mail a bien été mise à jour." })).toBeVisible()
  // The confirmation page stays on screen while the settings' code loads: the address is read on the settings.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres")
  await expect(page.getByText(next)).toBeVisible()
  expect((await profileOf(page)).email).toBe(next)
  expect(account.email).not.toBe(next)
})

test("the e-mail: a sign-in older than 10 minutes is told to sign out and in again; a failure says so; once signed in again the change goes through", async ({
  page
}) => {
  await page.clock.install()
  await page.setViewportSize({ width: 1280, height: 900 })
  const account = await signUpThroughApi(page)
  signedInMinutesAgo(String((await profileOf(page)).id), 11)
  await page.goto("/parameters")
  const next = uniqueEmail("later")
  await page.getByRole("button", { name: "Changer l'e-mail" }).click()
  await modal(page).getByLabel("Nouvel e-mail").fill(next)
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  const recentLogin = page.getByTestId("toast").filter({ hasText: "Déconnecte-toi puis reconnecte-toi pour changer ton adresse e-mail." })
  await expect(recentLogin).toBeVisible()
  await expectToastAtTopCentre(page, recentLogin)
  await expect(modal(page).getByRole("alert").getByTestId("toast")).toHaveText(/Déconnecte-toi puis reconnecte-toi pour changer ton adresse e-mail\./)
  await expect(modal(page).getByRole("button", { name: "Confirmer" })).toBeEnabled()
  expect(mailsSentTo(next)).toEqual([])
  await modal(page).getByRole("button", { name: "Annuler" }).click()
  await recentLogin.getByRole("button").click()
  await expect(recentLogin).toBeHidden()

  // Any other failure of the change: the spec's own words.
  await page.route("**/api/auth/change-email", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }))
  await page.getByRole("button", { name: "Changer l'e-mail" }).click()
  await modal(page).getByLabel("Nouvel e-mail").fill(next)
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  const failed = page.getByTestId("toast").filter({ hasText: "Une erreur est survenue pendant le changement de ton adresse e-mail. Réessaie plus tard." })
  await expect(failed).toBeVisible()
  await expectToastAtTopCentre(page, failed)
  await page.unroute("**/api/auth/change-email")
  await modal(page).getByRole("button", { name: "Annuler" }).click()

  await page.getByRole("button", { name: /Zoé/ }).click()
  await page.getByRole("button", { name: "Se déconnecter" }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto("/auth/sign-in")
  await page.getByLabel("E-mail").fill(account.email)
  await page.getByLabel("Mot de passe", { exact: true }).fill(goodPassword)
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page).toHaveURL(/\/game(\/disclaimer\?returnTo=%2Fgame)?$/)

  await page.goto("/parameters")
  await page.getByRole("button", { name: "Changer l'e-mail" }).click()
  await modal(page).getByLabel("Nouvel e-mail").fill(next)
  await modal(page).getByRole("button", { name: "Confirmer" }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId("toast").filter({ hasText: `On a envoyé un lien de confirmation à ${next}.` })).toBeVisible()
  expect(await linkSentTo(next, "/auth/confirm-email")).toContain("token=")
})

test("a verification link that is no good says so on its page; the settings send a new one", async ({ page }) => {
  await signUpThroughApi(page, { verified: false })
  await page.goto("/parameters")
  await expect(page.getByText("Pas encore confirmé")).toBeVisible()
  await page.goto("/api/auth/verify?token=not-a-real-token")
  await expect(page).toHaveURL(/\/auth\/verify-email\?token=not-a-real-token$/)
  await expect(page.getByRole("alert").filter({ hasText: "Ce lien n'est pas valide ou a expiré." })).toBeVisible()
  await page.goto("/parameters")
  await page.getByRole("button", { name: "Renvoyer le lien de confirmation" }).click()
  await expect(page.getByTestId("toast").filter({ hasText: "On t'a envoyé un e-mail pour confirmer ton adresse." })).toBeVisible()
})

test("the help links: the disclaimer and the install guide in the reader's language", async ({ page }) => {
  await signUpThroughApi(page)
  await page.goto("/parameters")
  await page.getByRole("link", { name: "Comment installer l'appli sur ton téléphone" }).click()
  await expect(page).toHaveURL(/\/rules#install$/)
  await expect(page.getByRole("region", { name: "Installe Allez! sur ton téléphone" })).toBeInViewport()
  await page.goBack()
  await page.getByRole("link", { name: "Lire l'avertissement de sécurité" }).click()
  await expect(page).toHaveURL(/\/disclaimer$/)
})
