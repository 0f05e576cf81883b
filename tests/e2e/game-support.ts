import type { Page } from "@playwright/test"
import type { GameAction } from "#core/game/game.ts"
import { newAdmin } from "./admin-support.ts"
import { type Account, expect, originOf, signUpThroughApi, withSavedCookieChoice } from "./fixtures.ts"

/** Helpers of the game's browser tests: a player ready to play, and a game started from pregame as a group does. */

export type Language = "fr" | "en"

/**
 * The answer to the next game action of kind `tag` the page sends: the request of the tap just made,
 * not the one the tap before may still have in flight.
 */
export const actionAnswered = (page: Page, tag: GameAction["_tag"]) =>
  page.waitForResponse((response) => {
    const request = response.request()
    if (request.method() !== "POST" || !/\/api\/games\/[^/]+\/actions$/.test(response.url())) return false
    return (request.postDataJSON() as { action?: { _tag?: string } } | null)?.action?._tag === tag
  })

/** Saves the profile as the disclaimer page does: the disclaimer read (and the app's language when given). */
export const acceptDisclaimer = async (page: Page, language?: Language): Promise<void> => {
  const saved = await page.request.patch("/api/me/profile", {
    data: language === undefined ? { disclaimerAccepted: true } : { disclaimerAccepted: true, preferredLanguage: language },
    headers: { Origin: originOf(page) }
  })
  expect(saved.ok(), "disclaimer accepted").toBe(true)
}

/**
 * A new signed-in player (a new admin, made by the CLI, when a pack must be made) who has read the
 * disclaimer, speaking `language` when given (French otherwise), with the cookie choice saved. Made
 * through the API before the page opens anything: the test's first visit is the one it is about.
 */
export const readyPlayer = async (page: Page, options: { readonly admin?: boolean; readonly language?: Language } = {}): Promise<Account> => {
  await withSavedCookieChoice(page)
  const account = options.admin === true ? await newAdmin(page) : await signUpThroughApi(page, { language: options.language ?? "fr" })
  await acceptDisclaimer(page, options.language)
  return account
}

const pregameWords = {
  fr: { next: /Suivant : les joueurs/, name: "Nom", add: "Ajouter un joueur", start: "Lancer la partie", turnOf: (name: string) => `À ${name} de jouer` },
  en: { next: /Next: the players/, name: "Name", add: "Add a player", start: "Start the game", turnOf: (name: string) => `${name}'s turn` }
} as const

/**
 * Starts a game of `players` from pregame (ticking the pack whose name matches `pack` when given),
 * `before` acting on the players' step before the start; resolves once the first player's turn shows.
 */
export const startGameWith = async (
  page: Page,
  players: ReadonlyArray<string>,
  options: { readonly pack?: string; readonly language?: Language; readonly before?: () => Promise<void> } = {}
): Promise<void> => {
  const words = pregameWords[options.language ?? "fr"]
  await page.goto("/game/pregame")
  if (options.pack !== undefined) await page.getByRole("checkbox", { name: new RegExp(options.pack) }).check()
  await page.getByRole("button", { name: words.next }).click()
  const names = page.getByLabel(words.name, { exact: true })
  for (let index = 0; index < players.length; index++) {
    if (index >= 2) await page.getByRole("button", { name: words.add }).click()
    await names.nth(index).fill(players[index] ?? "")
  }
  await options.before?.()
  await page.getByRole("button", { name: words.start }).click()
  await expect(page.getByTestId("turn-title")).toHaveText(words.turnOf(players[0] ?? ""))
}

/**
 * Makes (as the signed-in admin of `page`) a published pack whose every challenge has the same timer
 * of `seconds` with `meaning`, so any challenge the deck deals shows it; resolves to the suffix that
 * both its French and English names end with.
 */
export const timedPack = async (page: Page, meaning: "limit" | "minimum" | "hold", seconds: number): Promise<string> => {
  const suffix = `${meaning}-${Date.now().toString(36)}`
  const words = {
    limit: { fr: "Fais le top en moins de", en: "Top it in under" },
    minimum: { fr: "Mets au moins", en: "Take at least" },
    hold: { fr: "Tiens la prise de départ", en: "Hold the start hold for" }
  }[meaning]
  const created = await page.request.post("/api/admin/packs", {
    headers: { Origin: originOf(page), Accept: "application/json" },
    data: {
      id: `timed-${suffix}`,
      name: { fr: `Chrono ${suffix}`, en: `Clock ${suffix}` },
      description: { fr: "Que des défis chronométrés.", en: "Timed challenges only." },
      combinable: false,
      published: true,
      challenges: Array.from({ length: 12 }, (_, index) => ({
        category: "time-linked",
        text: { fr: `${words.fr} ${seconds} secondes (${suffix}, ${index + 1}).`, en: `${words.en} ${seconds} seconds (${suffix}, ${index + 1}).` },
        timer: { seconds, meaning }
      }))
    }
  })
  expect(created.status(), await created.text()).toBe(201)
  return suffix
}

/** The phase of the turn this phone's local database holds for the game `id` (web/lib/local-db.ts). */
export const storedPhase = (page: Page, id: string) =>
  page.evaluate(
    (key) =>
      new Promise<string | null>((resolve, reject) => {
        const opening = indexedDB.open("allez")
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const db = opening.result
          const reading = db.transaction("gameState").objectStore("gameState").get(key)
          reading.onerror = () => reject(reading.error)
          reading.onsuccess = () => {
            db.close()
            resolve((reading.result as { game?: { turn?: { phase?: string } } } | undefined)?.game?.turn?.phase ?? null)
          }
        }
      }),
    id
  )

/**
 * From pregame's packs, offline: on to the players, names Nina and Oscar, starts the game; resolves to
 * the game's id, which is the phone's own (`offline-…`).
 */
export const startOfflineGame = async (page: Page): Promise<string> => {
  await page.getByRole("button", { name: /Suivant : les joueurs/ }).click()
  const names = page.getByLabel("Nom", { exact: true })
  await names.nth(0).fill("Nina")
  await names.nth(1).fill("Oscar")
  await page.getByRole("button", { name: "Lancer la partie" }).click()
  await expect(page).toHaveURL(/\/game\/offline-[\w-]+$/)
  return new URL(page.url()).pathname.split("/").at(-1) ?? ""
}
