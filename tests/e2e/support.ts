import type { Page } from "@playwright/test"

/** Every public page, with the heading it must show in French. */
export const publicPages: ReadonlyArray<{ readonly name: string; readonly path: string; readonly heading: RegExp }> = [
  { name: "home", path: "/", heading: /Transforme ta séance de bloc en jeu/ },
  { name: "what", path: "/what-is-it", heading: /Allez!, c'est quoi/ },
  { name: "rules", path: "/rules", heading: /Les règles du jeu/ },
  { name: "about", path: "/about", heading: /Qui se cache derrière Allez!/ },
  { name: "contact", path: "/contact", heading: /Écris-nous/ },
  { name: "store", path: "/store", heading: /Boutique/ },
  { name: "disclaimer", path: "/disclaimer", heading: /Avertissement/ },
  { name: "auth", path: "/auth", heading: /Ton compte/ },
  { name: "sign-in", path: "/auth/sign-in", heading: /Connexion/ },
  { name: "sign-up", path: "/auth/sign-up", heading: /Créer un compte/ },
  { name: "forgot-password", path: "/auth/forgot-password", heading: /Mot de passe oublié/ },
  { name: "not-found", path: "/404", heading: /Page introuvable/ },
  { name: "game-not-found", path: "/404/game", heading: /Partie introuvable/ },
  { name: "forbidden", path: "/403", heading: /Accès non autorisé/ },
  { name: "forbidden-game", path: "/403/forbidden-game", heading: /Accès interdit/ },
  { name: "purchase-failure", path: "/store/error", heading: /Achat non finalisé/ },
  { name: "under-construction", path: "/under-construction", heading: /En construction/ }
]

/** A saved cookie choice, so the banner stays away (set before the app starts). */
export const withSavedCookieChoice = async (page: Page, choice = { analythics: false, ads: false }): Promise<void> => {
  await page.addInitScript((saved) => {
    if (localStorage.getItem("acceptedCookies") === null) localStorage.setItem("acceptedCookies", JSON.stringify(saved))
  }, choice)
}

/** A user the account endpoint answers with (the accounts API is not mounted yet: mocked). */
export interface TestUser {
  readonly id: string
  readonly email: string
  readonly displayName: string
  readonly preferredLanguage?: "fr" | "en"
  readonly disclaimerAccepted?: boolean
  readonly roles?: ReadonlyArray<string>
}

/** Answers `GET /api/auth/me` with `user` and records `PATCH /api/me/profile` bodies. */
export const signInAs = async (page: Page, user: TestUser): Promise<Array<unknown>> => {
  const patches: Array<unknown> = []
  await page.route("**/api/auth/me", (route) => route.fulfill({ json: { user } }))
  await page.route("**/api/me/profile", async (route) => {
    if (route.request().method() === "PATCH") {
      const body: unknown = route.request().postDataJSON()
      patches.push(body)
      await route.fulfill({ json: { ...user, ...(body as object) } })
    } else await route.fulfill({ json: user })
  })
  return patches
}

export const zoe: TestUser = { id: "user-zoe", email: "zoe@grimpe.fr", displayName: "Zoé", preferredLanguage: "fr", disclaimerAccepted: true }
