import { newAdmin } from "./admin-support.ts"
import { expect, originOf, test, withSavedCookieChoice } from "./fixtures.ts"

/**
 * Pregame never starts a game the deck cannot finish. The shipped packs all fill a 4-player game with
 * any two categories off (the import refuses any other), so the small pack here is made in the admin
 * area, which builds a pack up one challenge at a time: 12 challenges, 6 "Jeu", 3 "Autre", 3 "Type de mouvement".
 */
test("pregame says which categories to switch back on, or that a pack is missing, and starts only a game the deck can finish", async ({ page }) => {
  await withSavedCookieChoice(page)
  await newAdmin(page)
  const suffix = Date.now().toString(36)
  const packId = `petit-mur-${suffix}`
  const challenge = (category: string, n: number) => ({
    category,
    text: { fr: `Petit mur ${suffix}, défi ${n} : grimpe sans bruit.`, en: `Small wall ${suffix}, challenge ${n}: climb without a sound.` }
  })
  const categories = ["game", "game", "game", "game", "game", "game", "other", "other", "other", "movement-type", "movement-type", "movement-type"]
  const created = await page.request.post("/api/admin/packs", {
    headers: { Origin: originOf(page), Accept: "application/json" },
    data: {
      id: packId,
      name: { fr: `Petit mur ${suffix}`, en: `Small wall ${suffix}` },
      description: { fr: "Un tout petit pack.", en: "A very small pack." },
      combinable: false,
      published: true,
      challenges: categories.map((category, index) => challenge(category, index + 1))
    }
  })
  expect(created.status(), await created.text()).toBe(201)
  const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: originOf(page) } })
  expect(accepted.ok()).toBe(true)

  await page.goto("/game/pregame")
  await page.getByRole("checkbox", { name: `Petit mur ${suffix}` }).check()
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  const names = page.getByLabel("Nom", { exact: true })
  await names.nth(0).fill("Ana")
  await names.nth(1).fill("Ben")
  await page.getByText("Options avancées").click()
  await page.getByRole("checkbox", { name: "Jeu", exact: true }).uncheck()
  const start = page.getByRole("button", { name: "Lancer la partie" })
  const refusal = page.getByRole("alert").filter({ hasText: "Pas assez de défis" })

  // Two players need 10 turns: 6 challenges are left without "Jeu".
  await start.click()
  await expect(refusal).toHaveText("Pas assez de défis pour cette partie : il en reste 6 pour 10 tours. Réactive la catégorie « Jeu ».")
  await expect(page).toHaveURL(/\/game\/pregame$/)

  // Without "Jeu" and "Autre", 3 are left: "Jeu" alone would give 9, so both are named.
  await page.getByRole("checkbox", { name: "Autre", exact: true }).uncheck()
  await expect(refusal).toHaveCount(0)
  await start.click()
  await expect(refusal).toHaveText("Pas assez de défis pour cette partie : il en reste 3 pour 10 tours. Réactive les catégories « Jeu » et « Autre ».")
  await page.getByRole("checkbox", { name: "Jeu", exact: true }).check()
  await page.getByRole("checkbox", { name: "Autre", exact: true }).check()

  // Four players need 20 turns: even with every category on, the pack holds 12.
  await page.getByRole("button", { name: "Ajouter un joueur" }).click()
  await page.getByRole("button", { name: "Ajouter un joueur" }).click()
  await names.nth(2).fill("Chloé")
  await names.nth(3).fill("Dan")
  await start.click()
  await expect(refusal).toHaveText(
    "Pas assez de défis pour cette partie : même avec toutes les catégories, ces packs n'en ont que 12 pour 20 tours. Ajoute un autre pack."
  )
  await expect(page).toHaveURL(/\/game\/pregame$/)

  // Back to two players, every category on: the game starts.
  await page.getByRole("button", { name: "Retirer le joueur 4" }).click()
  await page.getByRole("button", { name: "Retirer le joueur 3" }).click()
  await start.click()
  await expect(page).toHaveURL(/\/game\/[^/]+$/)
  await expect(page).not.toHaveURL(/pregame/)
})
