import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { allez, grantByCli, newAdmin, packFile, sendGameFeedback, startGame } from "./admin-support.ts"
import { axeViolations } from "./axe.ts"
import { expect, goodPassword, signInThroughApi, signUpThroughApi, test, uniqueEmail, withSavedCookieChoice } from "./fixtures.ts"

/** The admin area against the real server, as a new admin uses it. */

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Menu d'administration" })
/** The challenge list's live heading: how many were found, or that the search runs (its text says which, should a check fail). */
const searchResults = (page: Page) => page.getByRole("heading", { level: 2, name: /trouvés?$|^Recherche…$/ })
const toast = (page: Page, text: string | RegExp) => page.getByTestId("toast").filter({ hasText: text })

test("a new admin: granted by the CLI, signs in, imports a broken then a good pack file, edits a challenge's English, finds it without accents, reads a game's feedback, grants another admin", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders
}) => {
  test.setTimeout(180_000)
  const suffix = Date.now().toString(36)
  const packId = `nuit-${suffix}`

  // A player's feedback from a game, sent through the API the game's feedback form uses.
  const player = await browser.newPage({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, "X-Forwarded-For": "10.251.7.7" } })
  const zoe = await signUpThroughApi(player, { displayName: "Zoé" })
  const { gameId, challengeId } = await startGame(player)
  await sendGameFeedback(player, { subject: `Trop dur ${suffix}`, message: "Impossible pour les petits <b>vraiment</b>", gameId, challengeId })
  await player.close()

  // Maya has an account: the admin area is not for her until an operator grants her the role.
  const maya = await signUpThroughApi(page, { displayName: "Maya" })
  await page.goto("/admin/packs")
  await expect(page).toHaveURL(/\/403$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accès non autorisé")
  expect(await grantByCli(maya.email)).toContain(maya.email)

  // She signs in afresh and lands on the packs.
  await page.context().clearCookies()
  await page.goto("/auth/sign-in?returnTo=%2Fadmin")
  await page.getByLabel("E-mail").fill(maya.email)
  await page.getByLabel("Mot de passe", { exact: true }).fill(goodPassword)
  await page.getByRole("button", { name: "Se connecter" }).click()
  await expect(page).toHaveURL(/\/admin\/packs$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Packs")
  await expect(sideMenu(page).getByRole("link", { name: "Packs" })).toHaveAttribute("aria-current", "page")
  await expect(page.getByRole("row", { name: /Classique/ })).toContainText("92")

  // A broken pack file: each problem said at its JSON path, in the CLI validator's words, and nothing stored.
  await page.getByRole("button", { name: "Importer un pack.json" }).click()
  const broken = packFile(packId, (pack) => {
    const [first, second] = pack.challenges as [{ text: { en: string } }, { category: string }]
    first.text.en = ""
    second.category = "dance"
  })
  await page.locator("input[type=file]").setInputFiles({ name: "pack.json", mimeType: "application/json", buffer: Buffer.from(broken) })
  const problems = page.getByRole("alert").filter({ hasText: "rien n'a été enregistré" })
  await expect(problems).toContainText("Le pack a 2 problème(s) ; rien n'a été enregistré.")
  const problemItems = problems.getByRole("listitem")
  await expect(problemItems).toHaveCount(2)
  await expect(problemItems.nth(0)).toContainText("challenges[0].text.en")
  await expect(problemItems.nth(0)).toContainText(`dans ${packId}-001`)
  await expect(problemItems.nth(0)).toContainText("must not be empty")
  await expect(problemItems.nth(1)).toContainText("challenges[1].category")
  await expect(problemItems.nth(1)).toContainText('unknown category "dance"')
  await expect(problemItems.nth(1)).toContainText('Dans le fichier : "dance"')
  await expect(page.getByRole("button", { name: `Importer ${packId}` })).toHaveCount(0)

  // The good file: checked first, then imported.
  await page.locator("input[type=file]").setInputFiles({ name: "pack.json", mimeType: "application/json", buffer: Buffer.from(packFile(packId)) })
  await expect(page.getByText(`Fichier valide : le pack ${packId} (version 1.0.0) sera ajouté.`)).toBeVisible()
  await page.getByRole("button", { name: `Importer ${packId}` }).click()
  await expect(toast(page, `Le pack ${packId} (version 1.0.0) est importé.`)).toBeVisible()
  const row = page.getByRole("row", { name: /Nuit à la salle/ })
  await expect(row).toContainText(packId)
  await expect(row).toContainText("1,99 €")
  await expect(row).toContainText(`prod_nuit_${suffix}`)

  // Edit a challenge's English text, French beside it.
  await page.getByRole("link", { name: "Ouvrir le pack Nuit à la salle" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nuit à la salle")
  await page.getByRole("button", { name: `Modifier le défi ${packId}-001` }).click()
  const editor = page.getByRole("dialog", { name: `Modifier le défi ${packId}-001` })
  await expect(editor.getByLabel("Français")).toHaveValue("Équilibre sur un pied à côté du tapis avant chaque mouvement.")
  await editor.getByLabel("Anglais").fill("")
  await editor.getByRole("button", { name: "Enregistrer" }).click()
  await expect(editor.getByText("Ce champ est obligatoire")).toBeVisible()
  await expect(editor.getByLabel("Anglais")).toBeFocused()
  await editor.getByLabel("Anglais").fill("Stand on one foot beside the crash pad before every move.")
  await editor.getByRole("button", { name: "Enregistrer" }).click()
  await expect(toast(page, `Le défi ${packId}-001 est enregistré (pack en version 1.0.1).`)).toBeVisible()
  await expect(editor).toBeHidden()
  await expect(page.getByRole("row", { name: new RegExp(`${packId}-001`) })).toContainText("Stand on one foot beside the crash pad before every move.")
  await expect(page.getByLabel("Réglages du pack")).toContainText("1.0.1")

  // Every write is audited: who, what, when.
  await page.locator("summary", { hasText: "Historique du pack" }).click()
  const history = page.getByRole("group").filter({ hasText: "Historique du pack" })
  await expect(history.getByRole("listitem").first()).toContainText(`Défi ${packId}-001 modifié (texte), version 1.0.1`)
  await expect(history.getByRole("listitem").first()).toContainText(`par ${maya.email}`)
  await expect(history.getByRole("listitem").nth(1)).toContainText("Importé depuis un fichier, version 1.0.0")

  // Where the card fits: every style ticked and any game until the admin says otherwise; the last style
  // cannot go; one style unticked and a third player asked for are kept.
  await page.getByRole("button", { name: `Modifier le défi ${packId}-001` }).click()
  const fit = page.getByRole("dialog", { name: `Modifier le défi ${packId}-001` })
  const styles = fit.getByRole("group", { name: "Convient à ces styles de bloc" })
  const styleNames = ["Dalle", "Vertical", "Dévers", "Traversée"]
  for (const name of styleNames) await expect(styles.getByRole("checkbox", { name })).toBeChecked()
  await expect(fit.getByLabel("Joueurs nécessaires")).toHaveValue("2")
  expect(await axeViolations(page)).toEqual([])
  await styles.getByRole("checkbox", { name: "Dalle" }).focus()
  for (const name of styleNames) {
    await page.keyboard.press("Space")
    await expect(styles.getByRole("checkbox", { name })).not.toBeChecked()
    if (name !== "Traversée") await page.keyboard.press("Tab")
  }
  await expect(styles.getByRole("alert")).toHaveText("Coche au moins un style\u00a0: un défi va sur certains blocs (les quatre\u00a0: sur tous).")
  await fit.getByRole("button", { name: "Enregistrer" }).click()
  await expect(styles.getByRole("checkbox", { name: "Dalle" })).toBeFocused()
  for (const name of styleNames.slice(1)) await styles.getByRole("checkbox", { name }).check()
  await expect(styles.getByRole("alert")).toHaveCount(0)
  await fit.getByLabel("Joueurs nécessaires").selectOption({ label: "3\u00a0: parties de 3 à 4" })
  await fit.getByRole("button", { name: "Enregistrer" }).click()
  await expect(toast(page, `Le défi ${packId}-001 est enregistré (pack en version 1.0.2).`)).toBeVisible()
  await expect(fit).toBeHidden()
  const fitRow = page.getByRole("row", { name: new RegExp(`${packId}-001`) })
  await expect(fitRow).toContainText("Seulement\u00a0: Vertical, Dévers, Traversée")
  await expect(fitRow).toContainText("3 joueurs et plus")
  await page.getByRole("button", { name: `Modifier le défi ${packId}-001` }).click()
  await expect(styles.getByRole("checkbox", { name: "Dalle" })).not.toBeChecked()
  for (const name of styleNames.slice(1)) await expect(styles.getByRole("checkbox", { name })).toBeChecked()
  await expect(fit.getByLabel("Joueurs nécessaires")).toHaveValue("3")
  await page.keyboard.press("Escape")
  await expect(fit).toBeHidden()

  // Find it again across packs, typing without accents.
  await sideMenu(page).getByRole("link", { name: "Défis", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Défis")
  await page.getByRole("searchbox", { name: "Rechercher" }).fill("equilibre cote TAPIS")
  await expect(searchResults(page)).toHaveText("1 défi trouvé")
  await expect(page.getByRole("row", { name: new RegExp(`${packId}-001`) })).toContainText("Stand on one foot beside the crash pad before every move.")

  // What still needs translating in that pack: the challenge whose English is its French.
  await page.getByRole("searchbox", { name: "Rechercher" }).fill("")
  await page.getByLabel("Pack", { exact: true }).selectOption({ label: "Nuit à la salle" })
  await page.getByRole("checkbox", { name: "Traduction manquante seulement" }).check()
  await expect(searchResults(page)).toHaveText("1 défi trouvé")
  await expect(page.getByRole("row", { name: new RegExp(`${packId}-003`) })).toContainText("Pas traduit")

  // The player's feedback: newest first, their text shown as text, the challenge one click away.
  await sideMenu(page).getByRole("link", { name: "Retours" }).click()
  await page.getByRole("button", { name: "Retours de partie" }).click()
  await expect(page.getByRole("button", { name: "Retours de partie" })).toHaveAttribute("aria-pressed", "true")
  const message = page.getByRole("article", { name: `Trop dur ${suffix}` })
  await expect(message).toContainText("Impossible pour les petits <b>vraiment</b>")
  await expect(message.locator("b")).toHaveCount(0)
  await expect(message).toContainText(gameId)
  await page.getByRole("button", { name: "Contact" }).click()
  await expect(page.getByRole("article", { name: `Trop dur ${suffix}` })).toHaveCount(0)
  await page.getByRole("button", { name: "Retours de partie" }).click()
  await message.getByRole("link", { name: challengeId }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/packs/base#challenge-${challengeId}$`))
  await expect(page.locator(`#challenge-${challengeId}`)).toHaveClass(/is-highlighted/)
  await expect(page.locator(`#challenge-${challengeId}`)).toBeInViewport()

  // Grant the admin role to another user: a clear message for an e-mail nobody uses, then Zoé.
  await sideMenu(page).getByRole("link", { name: "Admins et organisateurs" }).click()
  const nobody = uniqueEmail("nobody")
  await page.getByLabel("Adresse e-mail du compte").fill(nobody)
  await page.getByRole("button", { name: "Donner le rôle" }).click()
  await expect(page.locator("#admin-email-error")).toHaveText(`Aucun compte n'utilise l'adresse ${nobody}. La personne doit d'abord s'inscrire.`)
  await page.getByLabel("Adresse e-mail du compte").fill(zoe.email)
  await page.getByLabel("Adresse e-mail du compte").press("Enter")
  await expect(toast(page, `Zoé (${zoe.email}) est maintenant admin.`)).toBeVisible()
  const admins = page.getByRole("list").filter({ hasText: maya.email })
  await expect(admins.getByRole("listitem").filter({ hasText: zoe.email })).toBeVisible()
  const me = admins.getByRole("listitem").filter({ hasText: maya.email })
  await expect(me).toContainText("Toi")
  await expect(me.getByRole("button")).toHaveCount(0)

  // Zoé now reaches the admin area.
  const zoePage = await browser.newPage({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, "X-Forwarded-For": "10.251.7.8" } })
  await signInThroughApi(zoePage, zoe)
  await zoePage.goto("/admin/feedback")
  await expect(zoePage.getByRole("heading", { level: 1 })).toHaveText("Retours")
  await zoePage.close()
})

test("the challenges' search keeps what is typed the moment the screen appears; another address brings its own search", async ({ page }) => {
  await newAdmin(page)
  await page.goto("/admin/packs")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Packs")

  // Typed in the same instant the search box is drawn, before anything after the paint has run: the
  // fastest typist, a password manager or a slow phone. (The screen once set its search from the
  // address after the paint, and wiped out such words.)
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      const box = document.querySelector<HTMLInputElement>("input[type=search]")
      if (box === null) return
      observer.disconnect()
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(box, "base-033")
      box.dispatchEvent(new Event("input", { bubbles: true }))
    }).observe(document, { childList: true, subtree: true })
  })
  await page.getByRole("link", { name: /^\d+ défis du pack Classique$/ }).click()
  await expect(page).toHaveURL(/\/admin\/packs\/challenges\?pack=base$/)
  await expect(page.getByRole("searchbox", { name: "Rechercher" })).toHaveValue("base-033")
  await expect(page.getByLabel("Pack", { exact: true })).toHaveValue("base")
  await expect(searchResults(page)).toHaveText("1 défi trouvé")
  await expect(page.getByRole("row", { name: /base-033/ })).toContainText("Étoile")

  // The same screen at another address: the menu's link clears the search and shows every challenge.
  await sideMenu(page).getByRole("link", { name: "Défis", exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/packs\/challenges$/)
  await expect(page.getByRole("searchbox", { name: "Rechercher" })).toHaveValue("")
  await expect(page.getByLabel("Pack", { exact: true })).toHaveValue("")
  await expect(searchResults(page)).toHaveText(/^\d+ défis trouvés$/)
  await expect(page.getByRole("row", { name: /base-033/ })).toBeVisible()
  await expect(page.getByRole("row", { name: /kids-001/ })).toBeVisible()
})

test("tags and categories: a tag created, renamed and deleted, one in use refused with where; a category renamed in both languages for the store", async ({
  page
}) => {
  test.setTimeout(120_000)
  const tagId = `mains-nues-${Date.now().toString(36)}`
  await newAdmin(page)
  await page.goto("/admin/packs/tags")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tags")

  await page.getByRole("button", { name: "Nouveau tag" }).click()
  const create = page.getByRole("dialog", { name: "Nouveau tag" })
  await create.getByLabel("Identifiant").fill("Mains Nues")
  await create.getByRole("button", { name: "Créer le tag" }).click()
  await expect(create.getByText("Utilise des minuscules et des chiffres reliés par des tirets, comme slab.")).toBeVisible()
  await expect(create.getByLabel("Identifiant")).toBeFocused()
  await create.getByLabel("Identifiant").fill(tagId)
  await create.getByLabel("Français").fill("Mains nues")
  await create.getByLabel("Anglais").fill("Bare hands")
  await create.getByRole("button", { name: "Créer le tag" }).click()
  await expect(toast(page, "Le tag « Mains nues » est créé.")).toBeVisible()
  const row = page.getByRole("row", { name: new RegExp(tagId) })
  await expect(row).toContainText("Créé ici")
  await expect(row).toContainText("Aucun défi")

  await row.getByRole("button", { name: "Renommer le tag Mains nues" }).click()
  const rename = page.getByRole("dialog", { name: `Renommer le tag ${tagId}` })
  await rename.getByLabel("Anglais").fill("No chalk, bare hands")
  await rename.getByRole("button", { name: "Enregistrer" }).click()
  await expect(toast(page, "Le tag s'appelle maintenant « Mains nues ».")).toBeVisible()
  await expect(row).toContainText("No chalk, bare hands")

  // A tag challenges use: deleting it is refused, saying where.
  await page
    .getByRole("row", { name: /balance/ })
    .getByRole("button", { name: "Supprimer le tag Équilibre" })
    .click()
  const inUse = page.getByRole("dialog", { name: "« Équilibre » est encore utilisé" })
  await expect(inUse.getByRole("alert").filter({ hasText: "Le tag balance" })).toContainText(
    // Other tests make packs of their own with this tag, in any order: the list holds at least these three.
    /^Le tag balance est utilisé par \d+ défi\(s\) dans (?:[a-z0-9-]+, )*base, (?:[a-z0-9-]+, )*kids, (?:[a-z0-9-]+, )*party-night(?:, [a-z0-9-]+)*\s:\sretire-le d'abord de ces défis\.$/
  )
  await inUse.getByRole("button", { name: "Compris" }).click()
  await expect(inUse).toBeHidden()

  await row.getByRole("button", { name: "Supprimer le tag Mains nues" }).click()
  const confirm = page.getByRole("dialog", { name: "Supprimer le tag « Mains nues » ?" })
  await confirm.getByRole("button", { name: "Supprimer" }).click()
  await expect(toast(page, "Le tag « Mains nues » est supprimé.")).toBeVisible()
  await expect(page.getByRole("row", { name: new RegExp(tagId) })).toHaveCount(0)

  // Categories are the game's: renamed (the store speaks the new name), never added or deleted.
  await page.getByRole("navigation", { name: "Menu d'administration" }).getByRole("link", { name: "Catégories" }).click()
  await expect(page.getByText("On ne peut donc ni en ajouter ni en supprimer, seulement changer leur nom.")).toBeVisible()
  await expect(page.getByRole("button", { name: /Nouvelle|Supprimer/ })).toHaveCount(0)
  // This worker's later tests read the categories from the same server: the name is given back whatever happens.
  try {
    const other = page.getByRole("row", { name: /other/ })
    await other.getByRole("button", { name: "Renommer la catégorie Autre" }).click()
    const dialog = page.getByRole("dialog", { name: "Renommer « Autre »" })
    await dialog.getByLabel("Français").fill("Divers")
    await dialog.getByLabel("Anglais").fill("Misc")
    await dialog.getByRole("button", { name: "Enregistrer" }).click()
    await expect(toast(page, "La catégorie s'appelle maintenant « Divers ».")).toBeVisible()
    const catalog = (await (await page.request.get("/api/catalog")).json()) as { categories: Array<{ key: string; label: unknown }> }
    expect(catalog.categories.find((category) => category.key === "other")?.label).toEqual({ fr: "Divers", en: "Misc" })
    await page.getByRole("row", { name: /other/ }).getByRole("button", { name: "Renommer la catégorie Divers" }).click()
    await page.getByRole("button", { name: "Reprendre le nom d'origine" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Enregistrer" }).click()
    await expect(toast(page, "La catégorie s'appelle maintenant « Autre ».")).toBeVisible()
  } finally {
    await page.request.patch("/api/admin/categories/other", {
      headers: { Origin: new URL(page.url()).origin },
      data: { label: { fr: "Autre", en: "Other" } }
    })
  }
})

test("a revoked admin is sent to the forbidden page at their next step; nobody signed in goes to sign-in", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders
}) => {
  test.setTimeout(120_000)
  const other = await browser.newPage({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, "X-Forwarded-For": "10.251.9.9" } })
  await withSavedCookieChoice(other)
  const lea = await newAdmin(other, "Léa")
  await other.goto("/admin/packs")
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Packs")

  await newAdmin(page)
  await page.goto("/admin/add-admin")
  await page.getByRole("listitem").filter({ hasText: lea.email }).getByRole("button", { name: "Retirer le rôle d'admin de Léa" }).click()
  const confirm = page.getByRole("dialog", { name: "Retirer le rôle d'admin de Léa ?" })
  await confirm.getByRole("button", { name: "Retirer le rôle" }).click()
  await expect(toast(page, `Léa (${lea.email}) n'est plus admin.`)).toBeVisible()
  await expect(page.getByRole("listitem").filter({ hasText: lea.email })).toHaveCount(0)

  await other.getByRole("navigation", { name: "Menu d'administration" }).getByRole("link", { name: "Retours" }).click()
  await expect(other).toHaveURL(/\/403$/)
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Accès non autorisé")
  await other.close()

  const visitor = await browser.newPage({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, "X-Forwarded-For": "10.251.9.10" } })
  await visitor.goto("/admin/feedback")
  await expect(visitor).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fadmin%2Ffeedback$/)
  await visitor.close()
})

test("a pack made in the admin area: created unpublished with its first challenge, a challenge added and one deleted, an edit on a pack changed meanwhile redone, published, exported as a pack.json the CLI reads", async ({
  page
}, testInfo) => {
  test.setTimeout(150_000)
  const packId = `cree-${Date.now().toString(36)}`
  await newAdmin(page)
  await page.goto("/admin/packs")
  await page.getByRole("button", { name: "Nouveau pack" }).click()
  const create = page.getByRole("dialog", { name: "Nouveau pack" })
  await create.getByLabel("Identifiant").fill(packId)
  const names = create.getByRole("group", { name: "Nom" })
  await names.getByLabel("Français").fill("Défis de dalle")
  await names.getByLabel("Anglais").fill("Slab challenges")
  const descriptions = create.getByRole("group", { name: "Description" })
  await descriptions.getByLabel("Français").fill("Pour les pieds précis.")
  await descriptions.getByLabel("Anglais").fill("For precise feet.")
  await create.getByLabel("Prix en centimes").fill("2,5")
  await expect(create.getByText("Saisis un nombre entier de centimes, 0 ou plus.")).toBeHidden()
  await create.getByLabel("Prix en centimes").blur()
  await expect(create.getByText("Saisis un nombre entier de centimes, 0 ou plus.")).toBeVisible()
  await create.getByLabel("Prix en centimes").fill("250")
  await expect(create.getByText("= 2,50 €")).toBeVisible()
  await create.getByLabel("Produits de paiement").fill(`prod_${packId.replace(/-/g, "_")}`)
  const first = create.getByRole("group", { name: "Premier défi" })
  await first.getByLabel("Catégorie").selectOption({ label: "Jeu" })
  await first.getByLabel("Français").fill("Grimpe en chantant le refrain de ton choix.")
  await first.getByLabel("Anglais").fill("Climb while singing the chorus of your choice.")
  await create.getByRole("button", { name: "Créer le pack" }).click()
  await expect(toast(page, "« Défis de dalle » est créé. Il n'est pas encore publié.")).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/admin/packs/${packId}$`))
  await expect(page.getByLabel("Réglages du pack")).toContainText("Non publié")
  const catalogIds = async () => ((await (await page.request.get("/api/catalog")).json()) as { packs: Array<{ id: string }> }).packs.map((pack) => pack.id)
  expect(await catalogIds()).not.toContain(packId)

  await page.getByRole("button", { name: "Ajouter un défi" }).click()
  const add = page.getByRole("dialog", { name: "Ajouter un défi" })
  await add.getByLabel("Catégorie").selectOption({ label: "En lien avec le temps" })
  await add.getByLabel("Chrono en secondes (facultatif)").fill("30")
  await add.getByLabel("Ce que mesure le chrono").selectOption({ label: "Un minimum : tenir au moins ce temps (zéro = bonne nouvelle)" })
  // A duration written in words is one the validator cannot read: the form says so before sending.
  await add.getByLabel("Français").fill("Reste en l'air trente secondes, pieds sur la dalle seulement.")
  await add.getByLabel("Anglais").fill("Stay on the wall for thirty seconds, feet on the slab only.")
  await add.getByRole("checkbox", { name: "Équilibre" }).check()
  await add.getByRole("button", { name: "Ajouter le défi" }).click()
  await expect(add.getByText("30 s is not a duration the text names (no duration in both languages)", { exact: false })).toBeVisible()
  await add.getByLabel("Français").fill("Reste en l'air au moins 30 secondes, pieds sur la dalle seulement.")
  await add.getByLabel("Anglais").fill("Stay on the wall for at least 30 seconds, feet on the slab only.")
  await add.getByRole("button", { name: "Ajouter le défi" }).click()
  await expect(toast(page, `Le défi ${packId}-002 est ajouté (pack en version 1.0.1).`)).toBeVisible()
  await expect(page.getByRole("row", { name: new RegExp(`${packId}-002`) })).toContainText("au moins 30 s")

  // Someone else changes the pack while the editor is open: the save is refused, the pack reloaded, the edit kept and redone.
  await page.getByRole("button", { name: `Modifier le défi ${packId}-002` }).click()
  const editor = page.getByRole("dialog", { name: `Modifier le défi ${packId}-002` })
  await editor.getByLabel("Anglais").fill("Stay on the wall for at least 30 seconds, feet on the slab only, no hands on the wall.")
  const meanwhile = await page.request.patch(`/api/admin/packs/${packId}`, {
    headers: { Origin: new URL(page.url()).origin },
    data: { expectedVersion: "1.0.1", description: { fr: "Pour les pieds précis et patients.", en: "For precise, patient feet." } }
  })
  expect(meanwhile.ok()).toBe(true)
  await editor.getByRole("button", { name: "Enregistrer" }).click()
  await expect(editor.getByRole("status").filter({ hasText: "Quelqu'un a modifié ce pack" })).toHaveText(
    "Quelqu'un a modifié ce pack entre-temps : il est rechargé (version 1.0.2). Tes modifications sont toujours là ; vérifie-les et enregistre à nouveau."
  )
  await expect(toast(page, /Le pack .* a changé depuis que tu l'as ouvert/)).toBeVisible()
  await expect(page.getByText("Pour les pieds précis et patients.")).toBeVisible()
  await expect(editor.getByLabel("Anglais")).toHaveValue("Stay on the wall for at least 30 seconds, feet on the slab only, no hands on the wall.")
  await editor.getByRole("button", { name: "Enregistrer" }).click()
  await expect(toast(page, `Le défi ${packId}-002 est enregistré (pack en version 1.0.3).`)).toBeVisible()

  // Deleting asks first; the pack keeps a challenge.
  await page.getByRole("button", { name: `Supprimer le défi ${packId}-001` }).click()
  const confirm = page.getByRole("dialog", { name: `Supprimer le défi ${packId}-001 ?` })
  await expect(confirm).toContainText("Grimpe en chantant le refrain de ton choix.")
  await confirm.getByRole("button", { name: "Supprimer" }).click()
  await expect(toast(page, `Le défi ${packId}-001 est supprimé (pack en version 1.0.4).`)).toBeVisible()
  await expect(page.getByRole("row", { name: new RegExp(`${packId}-001`) })).toHaveCount(0)

  await page.getByRole("button", { name: "Publier" }).click()
  await expect(toast(page, "« Défis de dalle » est publié : il apparaît dans la boutique et le jeu.")).toBeVisible()
  expect(await catalogIds()).toContain(packId)

  // The export is a pack.json in the current format, with the edits in it; the CLI's validator reads it
  // and refuses only that one challenge cannot fill a game (the admin area builds a pack up a challenge at a time).
  const downloading = page.waitForEvent("download")
  await page.getByRole("link", { name: "Exporter" }).click()
  const file = testInfo.outputPath(packId, "pack.json")
  await (await downloading).saveAs(file)
  const exported = JSON.parse(readFileSync(file, "utf8")) as {
    $schema: string
    version: string
    tags: Array<{ id: string }>
    challenges: Array<{ id: string; timer?: unknown; tags: Array<string>; text: { en: string } }>
  }
  expect(exported.$schema).toBe("../pack.schema.json")
  expect(exported.version).toBe("1.0.4")
  expect(exported.tags.map((tag) => tag.id)).toEqual(["balance"])
  expect(exported.challenges).toEqual([
    expect.objectContaining({
      id: `${packId}-002`,
      tags: ["balance"],
      timer: { seconds: 30, meaning: "minimum" },
      text: expect.objectContaining({ en: "Stay on the wall for at least 30 seconds, feet on the slab only, no hands on the wall." })
    })
  ])
  const validated = await allez("packs", "validate", file, "--lang", "en")
  expect(validated.code, validated.output).toBe(1)
  expect(validated.output).toMatch(
    /^Error: 1 problem\(s\) in the packs:\n {2}\S+pack\.json: challenges: with "\S+" and "\S+" switched off, 0 challenges are left; a 4-player game needs 25 \(20 turns \+ 5 replacements\)\n$/
  )
})
