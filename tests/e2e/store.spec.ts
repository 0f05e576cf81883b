import type { APIRequestContext, Page } from "@playwright/test"
import { buyOnDemoCheckout, expect, holdRequests, signUpThroughApi, test, withSavedCookieChoice, withSavedLanguage } from "./fixtures.ts"

/**
 * The store against the real server (demo checkout: no Stripe keys): a visitor browses and fills a
 * bag that survives reloads and going offline, is asked to sign in to buy and comes back to the bag,
 * pays on the demo checkout, owns the packs (the store, pregame, and colour sets 07–08 for the
 * special pack); a cancelled checkout grants nothing.
 */

const signInToBuy = "Tu dois être connecté pour acheter des packs."

const packCard = (page: Page, name: string) => page.getByRole("article", { name })

const apiJson = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { Accept: "application/json" } })
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true)
  return response.json() as Promise<Record<string, unknown>>
}

const catalogueStates = async (request: APIRequestContext) =>
  Object.fromEntries(((await apiJson(request, "/api/catalog")).packs as Array<{ id: string; state: string }>).map((pack) => [pack.id, pack.state]))

/** Accepts the game's disclaimer through the API, as the disclaimer page does. */
const acceptDisclaimer = async (page: Page) => {
  const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: new URL(page.url()).origin } })
  expect(accepted.ok()).toBe(true)
}

/** Starts a game through the API with a player wearing `avatar`: the server applies the colour-set rule. */
const startGameWith = async (page: Page, avatar: string, packs: ReadonlyArray<string>) => {
  const origin = new URL(page.url()).origin
  await acceptDisclaimer(page)
  return page.request.post("/api/games", {
    headers: { Origin: origin, Accept: "application/json" },
    data: {
      players: [
        { name: "Zoé", difficulty: "6A", avatar },
        { name: "Malik", difficulty: "5+", avatar: "01-green-yellow" }
      ],
      packs
    }
  })
}

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

test("a visitor browses, fills a bag that survives a reload and going offline, signs in, pays on the demo checkout and owns the packs, in pregame too", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders
}) => {
  // A long journey on a shared machine: browse, reload, offline, sign in, pay, pregame.
  test.setTimeout(150_000)
  await page.goto("/store")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boutique")

  // Every pack with its price in French, its state, its contents and a taste of it; apparel under construction.
  const party = packCard(page, "Soirée entre potes")
  await expect(party.getByText(/^2,99\s€$/)).toBeVisible()
  await expect(party.getByText("41 défis", { exact: true })).toBeVisible()
  await expect(party.getByRole("list", { name: "Défis par catégorie" }).getByRole("listitem").first()).toBeVisible()
  await expect(party.getByRole("heading", { name: "Un avant-goût" })).toBeVisible()
  await expect(party.locator(".store-samples li")).toHaveCount(3)
  await expect(packCard(page, "Classique").getByText("Gratuit").first()).toBeVisible()
  await expect(packCard(page, "Classique").getByRole("button", { name: /Ajouter au panier/ })).toHaveCount(0)
  const training = packCard(page, "Entraînement")
  await expect(training.getByText("Bientôt disponible").first()).toBeVisible()
  await expect(training.getByRole("button", { name: "Bientôt disponible" })).toBeDisabled()
  await expect(packCard(page, "Édition spéciale").getByText("Bonus : deux couleurs d'avatar en plus pour tes joueurs.")).toBeVisible()
  await expect(page.getByRole("heading", { name: "Vêtements" })).toBeVisible()
  await expect(page.getByText("En construction")).toBeVisible()

  // Two packs in the bag.
  await page.getByRole("button", { name: "Ajouter au panier : Soirée entre potes" }).click()
  await expect(page.getByTestId("toast")).toHaveText(/«\sSoirée entre potes\s» est dans ton panier\./)
  await expect(party.getByText("Dans ton panier")).toBeVisible()
  await page.getByRole("button", { name: "Ajouter au panier : Édition spéciale" }).click()
  await expect(page.getByRole("link", { name: "Panier, 2 packs" })).toBeVisible()

  // A reload keeps them (IndexedDB `cart`).
  await page.reload()
  await expect(packCard(page, "Soirée entre potes").getByText("Dans ton panier")).toBeVisible()
  await expect(packCard(page, "Édition spéciale").getByText("Dans ton panier")).toBeVisible()
  await expect(page.getByRole("link", { name: "Panier, 2 packs" })).toBeVisible()

  // Offline, the bag still shows what it holds, with its total. (The service worker, blocked in these
  // tests, precaches the pages for real users: here the bag page is opened once before going offline.)
  await page.getByRole("link", { name: "Panier, 2 packs" }).click()
  await expect(page.locator(".store-bag-item")).toHaveCount(2)
  await page.getByRole("link", { name: "Continuer mes achats" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boutique")
  await page.context().setOffline(true)
  await page.getByRole("link", { name: "Panier, 2 packs" }).click()
  await expect(page).toHaveURL(/\/store\/bag$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ton panier")
  await expect(page.locator(".store-bag-item")).toHaveText([/Soirée entre potes/, /Édition spéciale/])
  await expect(page.getByTestId("bag-total")).toHaveText(/^5,98\s€$/)
  await page.context().setOffline(false)

  // Paying asks a visitor to sign in (the spec's message), then comes back to the bag.
  await page.getByRole("button", { name: "Passer au paiement" }).click()
  await expect(page.getByTestId("toast").filter({ hasText: signInToBuy })).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fstore%2Fbag$/)

  const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders })
  const account = await signUpThroughApi(await elsewhere.newPage(), { displayName: "Zoé" })
  await elsewhere.close()
  await page.locator("#sign-in-email").fill(account.email)
  await page.locator("#sign-in-password").fill(account.password)
  await page.getByRole("button", { name: "Se connecter", exact: true }).click()
  await expect(page).toHaveURL(/\/store\/bag$/)

  // The device's bag is merged into the account's on the server.
  await expect(page.locator(".store-bag-item")).toHaveText([/Soirée entre potes/, /Édition spéciale/])
  await expect.poll(async () => (await apiJson(page.request, "/api/me/bag")).packIds).toEqual(["party-night", "special"])

  // The demo checkout says it is one, and its Pay records the purchase; the success page waits for it.
  await page.getByRole("button", { name: "Passer au paiement" }).click()
  await expect(page).toHaveURL(/\/demo-checkout\//)
  await expect(page.getByRole("heading", { name: "Paiement de démonstration" })).toBeVisible()
  await expect(page.getByText("Ceci est une démonstration")).toBeVisible()
  let paymentReads = 0
  await page.route("**/api/me/payments", async (route) => {
    // The first answers come before the payment lands, as with a slow webhook.
    paymentReads += 1
    if (paymentReads <= 2) await route.fulfill({ json: { payments: [] } })
    else await route.continue()
  })
  await page.getByRole("button", { name: /^Payer 5,98\s€ \(démo\)$/ }).click()
  await expect(page).toHaveURL(/\/store\/success\?session_id=demo_cs_/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmation de ton achat…")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci pour ton achat", { timeout: 15_000 })
  expect(paymentReads).toBeGreaterThan(2)
  await expect(page.getByRole("list", { name: "Tes nouveaux packs" }).getByRole("listitem")).toHaveText([/Soirée entre potes/, /Édition spéciale/])
  await expect(page.getByText("Deux nouvelles couleurs d'avatar sont débloquées pour tes joueurs.")).toBeVisible()

  // The store shows them owned, never for sale again, and the bag is empty.
  await page.getByRole("link", { name: "Retour à la boutique" }).click()
  await expect(packCard(page, "Soirée entre potes").getByText("Déjà possédé")).toBeVisible()
  await expect(packCard(page, "Édition spéciale").getByText("Déjà possédé")).toBeVisible()
  // An owned pack shows no price, as if it were to be paid again; a pack for sale still does.
  await expect(packCard(page, "Soirée entre potes").getByText(/\d,\d\d\s€/)).toHaveCount(0)
  await expect(packCard(page, "Édition spéciale").getByText(/\d,\d\d\s€/)).toHaveCount(0)
  await expect(packCard(page, "Petits grimpeurs").getByText(/\d,\d\d\s€/)).toBeVisible()
  await expect(page.getByRole("button", { name: /Acheter maintenant : (Soirée entre potes|Édition spéciale)/ })).toHaveCount(0)
  await expect(page.getByRole("link", { name: "Panier, 0 pack" })).toBeVisible()
  await expect(packCard(page, "Petits grimpeurs").getByRole("button", { name: "Acheter maintenant : Petits grimpeurs" })).toBeEnabled()

  // In pregame both packs can be chosen, and the players' avatars offer the special pack's sets 07–08.
  await acceptDisclaimer(page)
  await page.goto("/game/pregame")
  for (const name of ["Soirée entre potes", "Édition spéciale"]) await page.getByRole("checkbox", { name }).check()
  await expect(page.getByRole("checkbox", { name: "Petits grimpeurs" })).toHaveCount(0)
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  await expect(page.getByText(/^Avatar 1 sur 8\s:/)).toHaveCount(1)
  await page.getByRole("button", { name: "Avatar précédent pour le joueur 1" }).click()
  await expect(page.getByText(/^Avatar 8 sur 8\s: vert et rose$/)).toHaveCount(1)
  await page.getByRole("button", { name: "Avatar précédent pour le joueur 1" }).click()
  await expect(page.getByText(/^Avatar 7 sur 8\s: bleu nuit et jaune$/)).toHaveCount(1)

  // The same facts on the server: owned, playable in a game, colour set 08 accepted.
  expect(await catalogueStates(page.request)).toMatchObject({ "party-night": "owned", special: "owned", kids: "not-owned" })
  expect((await apiJson(page.request, "/api/me/packs")).packs).toEqual(["party-night", "special"])
  expect((await apiJson(page.request, "/api/me/bag")).packIds).toEqual([])
  const game = await startGameWith(page, "08-green-pink", ["party-night", "special"])
  expect(game.status()).toBe(201)
  const checkoutAgain = await page.request.post("/api/checkout", {
    headers: { Origin: new URL(page.url()).origin, Accept: "application/json" },
    data: { packIds: ["special"] }
  })
  expect(checkoutAgain.status()).toBe(409)
})

test("a visitor's Buy now keeps the pack in the bag and asks to sign in first", async ({ page }) => {
  await page.goto("/store")
  await page.getByRole("button", { name: "Acheter maintenant : Petits grimpeurs" }).click()
  await expect(page.getByTestId("toast").filter({ hasText: signInToBuy })).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fstore%2Fbag$/)
  await page.goBack()
  await expect(packCard(page, "Petits grimpeurs").getByText("Dans ton panier")).toBeVisible()
  await page.getByRole("button", { name: "Retirer du panier : Petits grimpeurs" }).click()
  await expect(packCard(page, "Petits grimpeurs").getByRole("button", { name: "Ajouter au panier : Petits grimpeurs" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Panier, 0 pack" })).toBeVisible()
})

test("a cancelled checkout lands on the purchase error page, says it was cancelled and grants nothing", async ({ page }) => {
  await page.goto("/store")
  await signUpThroughApi(page)
  await page.reload()
  await page.getByRole("button", { name: "Acheter maintenant : Petits grimpeurs" }).click()
  await expect(page).toHaveURL(/\/demo-checkout\//)
  await page.getByRole("button", { name: "Annuler" }).click()

  // Cancelled, not failed: the page says what the buyer did. "Buy now" put nothing in the bag: no bag is promised.
  await expect(page).toHaveURL(/\/store\/error\?payment=cancelled$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement annulé")
  await expect(page.getByText(/Tu as annulé le paiement\s: rien n'a été débité.*Le pack t'attend dans la boutique/)).toBeVisible()
  await expect(page.getByRole("link", { name: "Retour au panier" })).toHaveCount(0)
  await expect(page.getByText(/échoué/)).toHaveCount(0)
  expect((await apiJson(page.request, "/api/me/packs")).packs).toEqual([])
  expect((await apiJson(page.request, "/api/me/payments")).payments).toEqual([])
  expect(await catalogueStates(page.request)).toMatchObject({ kids: "not-owned", special: "not-owned" })

  await page.getByRole("link", { name: "Retour à la boutique" }).click()
  await expect(packCard(page, "Petits grimpeurs").getByRole("button", { name: "Acheter maintenant : Petits grimpeurs" })).toBeEnabled()
  await expect(packCard(page, "Petits grimpeurs").getByText("Déjà possédé")).toHaveCount(0)

  // Not playable, and only the six base colour sets: in pregame and on the server.
  expect((await startGameWith(page, "08-green-pink", ["base"])).status()).toBe(422)
  await page.goto("/game/pregame")
  await expect(page.getByRole("checkbox", { name: "Classique" })).toBeChecked()
  await expect(page.getByRole("checkbox", { name: "Petits grimpeurs" })).toHaveCount(0)
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  await expect(page.getByText(/^Avatar 1 sur 6\s:/)).toHaveCount(1)
})

test("an abandoned checkout leaves the bag as it was: nothing leaves it until a purchase is confirmed", async ({ page, browser, baseURL }) => {
  await withSavedCookieChoice(page)
  await page.goto("/store")
  // A visitor's bag, then sign-in from the bag, as a newcomer buys.
  await page.getByRole("button", { name: "Ajouter au panier : Soirée entre potes" }).click()
  const elsewhere = await browser.newContext({ baseURL })
  const account = await signUpThroughApi(await elsewhere.newPage())
  await elsewhere.close()
  await page.getByRole("link", { name: "Panier, 1 pack" }).click()
  await page.getByRole("button", { name: "Passer au paiement" }).click()
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fstore%2Fbag$/)
  await page.locator("#sign-in-email").fill(account.email)
  await page.locator("#sign-in-password").fill(account.password)
  await page.getByRole("button", { name: "Se connecter", exact: true }).click()
  await expect(page).toHaveURL(/\/store\/bag$/)
  await page.goto("/store")
  await page.getByRole("link", { name: "Panier, 1 pack" }).click()
  await expect(page.locator(".store-bag-item")).toHaveText([/Soirée entre potes/])
  await page.getByRole("button", { name: "Passer au paiement" }).click()
  await expect(page).toHaveURL(/\/demo-checkout\//)
  await page.getByRole("button", { name: "Annuler" }).click()
  await expect(page).toHaveURL(/\/store\/error\?payment=cancelled$/)
  await expect(page.getByText(/Ton panier t'attend/)).toBeVisible()
  await page.getByRole("link", { name: "Retour au panier" }).click()
  await expect(page).toHaveURL(/\/store\/bag$/)
  await expect(page.locator(".store-bag-item")).toHaveText([/Soirée entre potes/])
  expect((await apiJson(page.request, "/api/me/bag")).packIds).toEqual(["party-night"])
  // Still there after a reload, and the checkout opens again.
  await page.reload()
  await expect(page.locator(".store-bag-item")).toHaveText([/Soirée entre potes/])
  await page.getByRole("button", { name: "Passer au paiement" }).click()
  await expect(page).toHaveURL(/\/demo-checkout\//)
})

test("the demo checkout speaks the player's language with the app's icon, and the bag never promises a secure payment it cannot take", async ({ page }) => {
  await withSavedLanguage(page, "en")
  await page.goto("/store")
  await signUpThroughApi(page, { language: "en" })
  await page.reload()
  await page.getByRole("button", { name: "Add to bag: Little Climbers" }).click()
  await page.getByRole("link", { name: /^Bag, 1 pack$/ }).click()
  const summary = page.getByRole("complementary")
  await expect(summary.getByText(/^Demo checkout: online payment is not set up on this server/)).toBeVisible()
  await expect(page.getByText(/secure/i)).toHaveCount(0)
  await summary.getByRole("button", { name: "Go to checkout" }).click()

  // The browser asks for French (the test's locale): the page follows the player's language instead.
  await expect(page).toHaveURL(/\/demo-checkout\//)
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo checkout")
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible()
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg")
  const icon = page.locator("img[src='/icons/icon-192.png']")
  await expect(icon).toBeVisible()
  expect(await icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await page.getByRole("button", { name: "Cancel" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment cancelled")
})

test("a coming-soon pack says 'Bientôt' and what it will hold, never '0 défis', in the store and in pregame, in both languages", async ({ page }) => {
  await page.goto("/store")
  await signUpThroughApi(page)
  await acceptDisclaimer(page)
  const words = {
    fr: { name: "Entraînement", soon: "Bientôt", plan: /Au programme\s: pieds précis/, count: /\b0 défis?\b/ },
    en: { name: "Training", soon: "Coming soon", plan: /Planned: precise footwork/, count: /\b0 challenges?\b/ }
  } as const
  for (const language of ["fr", "en"] as const) {
    const { name, soon, plan, count } = words[language]
    // The profile's language wins over the device's (spec §1).
    const switched = await page.request.patch("/api/me/profile", { data: { preferredLanguage: language }, headers: { Origin: new URL(page.url()).origin } })
    expect(switched.ok()).toBe(true)
    await page.goto("/store")
    const card = packCard(page, name)
    await expect(card.getByText(plan)).toBeVisible()
    await expect(card).not.toContainText(count)
    await page.goto("/game/pregame")
    const choice = page.locator(".pack-card").filter({ hasText: name })
    await expect(choice.locator(".pack-meta")).toContainText(soon)
    await expect(choice.getByText(plan)).toBeVisible()
    await expect(choice).not.toContainText(count)
  }
})

test("each apparel card leads to the under-construction page, which leads back to the store", async ({ page }) => {
  await page.goto("/store")
  const apparel = page.getByRole("region", { name: "Vêtements" })
  await expect(apparel.getByRole("link")).toHaveText([/T-shirt Allez!/, /Sweat à capuche/, /Sac à magnésie/])
  for (const name of ["T-shirt Allez!", "Sweat à capuche", "Sac à magnésie"]) {
    await apparel.getByRole("link", { name: new RegExp(name) }).click()
    await expect(page).toHaveURL(/\/under-construction\?from=store$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("En construction")
    await page.getByRole("link", { name: "Retour à la boutique" }).click()
    await expect(page).toHaveURL(/\/store$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boutique")
  }
})

test("a store opened from its link asks for its packs while the session is checked, and shows the player's own as theirs", async ({ page }) => {
  await page.goto("/store")
  await signUpThroughApi(page)
  await buyOnDemoCheckout(page, ["kids"])
  // The session check waits until the catalogue has been asked for: a store that asked only once the
  // check came back would never ask, and show no pack.
  const releaseSessionCheck = await holdRequests(page, "**/api/auth/me")
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/catalog") releaseSessionCheck()
  })
  await page.reload()
  await expect(packCard(page, "Petits grimpeurs").getByText("Déjà possédé")).toBeVisible()
  await expect(packCard(page, "Soirée entre potes").getByRole("button", { name: "Ajouter au panier : Soirée entre potes" })).toBeEnabled()
  await expect(page.getByText(/remplir ton panier sans compte/)).toHaveCount(0)
})

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" })

  test("the store shows the catalogue last seen, with prices and owned marks, says it may be out of date, and buying says it needs a connection", async ({
    page,
    context
  }) => {
    await page.goto("/store")
    await signUpThroughApi(page)
    // Owns the kids' pack.
    await buyOnDemoCheckout(page, ["kids"])
    await page.reload()
    await expect(packCard(page, "Petits grimpeurs").getByText("Déjà possédé")).toBeVisible()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true)

    await context.setOffline(true)
    try {
      await page.reload()
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: /Tu es hors ligne\s: voici la boutique telle que tu l'as vue le .+ Les prix et tes packs ont pu changer depuis\./ })
      ).toBeVisible()
      await expect(packCard(page, "Petits grimpeurs").getByText("Déjà possédé")).toBeVisible()
      await expect(packCard(page, "Soirée entre potes").getByText(/^2,99\s€$/)).toBeVisible()
      await expect(packCard(page, "Classique").getByText("Gratuit").first()).toBeVisible()

      const needsConnection = page.getByTestId("toast").filter({ hasText: /Acheter demande une connexion/ })
      await page.getByRole("button", { name: "Acheter maintenant : Soirée entre potes" }).click()
      await expect(needsConnection).toBeVisible()
      await expect(page).toHaveURL(/\/store$/)

      // The bag works offline; its checkout says the same.
      await page.getByRole("button", { name: "Ajouter au panier : Édition spéciale" }).click()
      await page.getByRole("link", { name: "Panier, 1 pack" }).click()
      await expect(page.locator(".store-bag-item")).toHaveText([/Édition spéciale/])
      await page.getByRole("button", { name: "Passer au paiement" }).click()
      await expect(needsConnection).toBeVisible()
      await expect(page).toHaveURL(/\/store\/bag$/)
    } finally {
      await context.setOffline(false)
    }
  })
})

test("the store speaks English with English prices", async ({ page }) => {
  await withSavedLanguage(page, "en")
  await page.goto("/store")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store")
  await expect(packCard(page, "Party Night").getByText(/^€2\.99$/)).toBeVisible()
  await expect(packCard(page, "Classic").getByText("Free").first()).toBeVisible()
  await expect(packCard(page, "Training").getByRole("button", { name: "Coming soon" })).toBeDisabled()
  await page.getByRole("button", { name: "Buy now: Special Edition" }).click()
  await expect(page.getByTestId("toast").filter({ hasText: "You must be signed in to buy packs." })).toBeVisible()
})
