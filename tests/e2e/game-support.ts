import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
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

/** Every record of one store of this phone's local database (web/lib/local-db.ts), with its key. */
export const localRecords = (page: Page, store: string): Promise<ReadonlyArray<readonly [string, unknown]>> =>
  page.evaluate(
    (name) =>
      new Promise<Array<[string, unknown]>>((resolve, reject) => {
        const opening = indexedDB.open("allez")
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const db = opening.result
          const transaction = db.transaction(name)
          const keys = transaction.objectStore(name).getAllKeys()
          const values = transaction.objectStore(name).getAll()
          transaction.onerror = () => reject(transaction.error)
          transaction.oncomplete = () => {
            db.close()
            resolve(keys.result.map((key, at) => [String(key), values.result[at]]))
          }
        }
      }),
    store
  )

interface StoredGame {
  readonly turn?: { readonly phase?: string }
  readonly history?: ReadonlyArray<{ readonly rating?: string }>
}

/** The game `id` as this phone's local database holds it. */
const storedGame = async (page: Page, id: string): Promise<StoredGame | undefined> =>
  ((await localRecords(page, "gameState")).find(([key]) => key === id)?.[1] as { game?: StoredGame } | undefined)?.game

/** The phase of the turn this phone's local database holds for the game `id`. */
export const storedPhase = async (page: Page, id: string): Promise<string | null> => (await storedGame(page, id))?.turn?.phase ?? null

/** The rating of the last turn played that this phone's local database holds for the game `id`. */
export const storedLastRating = async (page: Page, id: string): Promise<string | null> => (await storedGame(page, id))?.history?.at(-1)?.rating ?? null

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

/** A challenge as a pack file holds it (packs/<id>/pack.json), with what the turn screen shows of it. */
export interface PackChallenge {
  readonly id: string
  readonly category: string
  readonly text: { readonly fr: string; readonly en: string }
  readonly timer?: { readonly seconds: number; readonly meaning: "limit" | "minimum" | "hold" }
}

/**
 * The longest challenge of each pack of packs/ in `language` (by characters; the first of equals):
 * the text that stands tallest on the turn screen. Packs without challenges (coming soon) are left out.
 */
export const longestChallenges = (language: Language): ReadonlyArray<{ readonly pack: string; readonly challenge: PackChallenge }> => {
  const folder = fileURLToPath(new URL("../../packs/", import.meta.url))
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, "pack.json")))
    .map((entry) => {
      const pack = JSON.parse(readFileSync(join(folder, entry.name, "pack.json"), "utf8")) as { id: string; challenges: ReadonlyArray<PackChallenge> }
      const challenge = pack.challenges.reduce<PackChallenge | undefined>(
        (longest, candidate) => (longest === undefined || candidate.text[language].length > longest.text[language].length ? candidate : longest),
        undefined
      )
      return challenge === undefined ? undefined : { pack: pack.id, challenge }
    })
    .filter((found) => found !== undefined)
    .sort((a, b) => a.pack.localeCompare(b.pack))
}

/**
 * Makes every challenge the page is given (GET /api/me/playable-packs) read as the one last passed to
 * the function this resolves to (its texts, category and timer), so whatever the deck deals shows it
 * (a pack may not hold the same text twice, nor repeat another pack's); before the first call, the
 * packs are left as they are. Set it before the packs are asked for: pregame asks on each visit.
 */
export const dealAlways = async (page: Page): Promise<(challenge: PackChallenge) => void> => {
  let dealt: PackChallenge | undefined
  await page.route("**/api/me/playable-packs", async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { packs: Array<{ challenges: Array<Record<string, unknown>> }> }
    const shown = dealt
    if (shown !== undefined) {
      for (const pack of body.packs) {
        pack.challenges = pack.challenges.map(({ timer: _timer, ...challenge }) => ({
          ...challenge,
          category: shown.category,
          text: shown.text,
          ...(shown.timer !== undefined && { timer: shown.timer })
        }))
      }
    }
    await route.fulfill({ response, json: body })
  })
  return (challenge) => {
    dealt = challenge
  }
}

/**
 * Gives the page a French and an English voice (headless Chromium has none), so the card shows its
 * read-aloud button as a phone does; reading does nothing.
 */
export const withVoices = (page: Page) =>
  page.addInitScript(() => {
    const voices = ["fr-FR", "en-GB"].map((lang) => ({ name: `Voice ${lang}`, lang, localService: true, default: false, voiceURI: `voice-${lang}` }))
    Object.assign(window.speechSynthesis, { getVoices: () => voices, speak: () => undefined, cancel: () => undefined })
  })

/** The turn's words the timer's tests use, in each language. */
export const clockWords = {
  fr: { chrono: "Chrono", start: "Démarrer", stop: "Arrêter", cancel: "Annuler le départ", success: "Réussi", fail: "Raté", enlarge: "Agrandir" },
  en: { chrono: "Timer", start: "Start", stop: "Stop", cancel: "Cancel the start", success: "Success", fail: "Fail", enlarge: "Enlarge" }
} as const

/**
 * Starts the turn's clock as a player does, whatever the challenge dealt: a timed one's start in the
 * bottom bar (which opens the wall view), or else the stopwatch's small button on the card, then start
 * in the wall view. Resolves to the wall view, open.
 */
export const startTheClock = async (page: Page, language: Language = "fr") => {
  const say = clockWords[language]
  const view = page.getByRole("dialog")
  const stopwatch = page.getByTestId("challenge-card").getByRole("button", { name: say.chrono })
  if ((await stopwatch.count()) > 0) {
    await stopwatch.click()
    await view.getByRole("button", { name: say.start }).click()
  } else await page.locator(".turn-dock").getByRole("button", { name: say.start }).click()
  await expect(view.getByRole("button", { name: new RegExp(`^(${say.stop}|${say.cancel})`) })).toBeVisible()
  return view
}
