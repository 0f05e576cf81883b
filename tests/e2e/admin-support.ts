import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { Readable, Writable } from "node:stream"
import { fileURLToPath } from "node:url"
import type { Page } from "@playwright/test"
import { categoryKeys } from "#core/domain/category.ts"
import { axeViolations } from "./axe.ts"
import { e2eCompiledDir, e2eDataDir } from "./e2e-paths.ts"
import { type Account, expect, humanCheckProof, originOf, signUpThroughApi } from "./fixtures.ts"

/** Helpers of the admin area's browser tests: the CLI grant an operator runs, a game's feedback, axe and screenshots. */

const root = fileURLToPath(new URL("../../", import.meta.url))
/** The `allez` command as compiled for this run (global-setup.ts): cli/bin.js's `main`, without tsx at each call. */
const bin = `${e2eCompiledDir}allez.js`

/** Runs the `allez` command (as `npx allez …`) on the test server's database; its exit code and output. */
export const allez = (...args: ReadonlyArray<string>): Promise<{ readonly code: number; readonly output: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: "", ALLEZ_LANG: "", FORCE_COLOR: "0" }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : -1, output: `${stdout}${stderr}` })
    )
  })

/** `npx allez admin grant <email>` against the test server's own database (its DATA_DIR), as an operator would run it. */
export const grantByCli = (email: string): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [bin, "admin", "grant", email, "--lang", "en"],
      { cwd: root, env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: "", ALLEZ_LANG: "", FORCE_COLOR: "0" }, timeout: 60_000 },
      (error, stdout, stderr) => (error === null ? resolve(stdout) : reject(new Error(`admin grant failed: ${stderr || stdout}`)))
    )
  })

/** A terminal for one in-process run of the CLI: no input, what it writes kept. */
const quietTerminal = (env: Readonly<Record<string, string | undefined>>) => {
  let output = ""
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      output += chunk.toString()
      done()
    }
  })
  const stream = sink as unknown as NodeJS.WriteStream
  return { terminal: { stdin: Readable.from([]) as unknown as NodeJS.ReadStream, stdout: stream, stderr: stream, env }, output: () => output }
}

/**
 * `allez admin grant <email>` run by the CLI's own code (cli/main.ts's runOn) inside this worker, on
 * the test server's database: the same command and store as `grantByCli`, without starting a new
 * Node for each admin a test sets up (a second of CPU each, some twenty times a run). admin.spec.ts
 * runs the command itself, as an operator would, through `grantByCli`.
 */
export const grantAdmin = async (email: string): Promise<void> => {
  const { runOn } = await import("../../cli/main.ts")
  const { terminal, output } = quietTerminal({ ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: "", ALLEZ_LANG: "", FORCE_COLOR: "0" })
  const code = await runOn(["node", "allez", "admin", "grant", email, "--lang", "en"], terminal)
  if (code !== 0) throw new Error(`admin grant failed (${code}): ${output()}`)
}

/** A new account, verified and signed in on `page`, made an admin by the CLI's grant. */
export const newAdmin = async (page: Page, displayName = "Maya"): Promise<Account> => {
  const account = await signUpThroughApi(page, { displayName })
  await grantAdmin(account.email)
  return account
}

/** Solves the server's ALTCHA challenge for `action` as the web app's worker does, giving the proof header's value. */
export const solveHumanCheck = (page: Page, action: string): Promise<string> => humanCheckProof(page.request, action)

/** Starts a real game on the base pack for the signed-in player of `page`; its id and the challenge on screen. */
export const startGame = async (page: Page): Promise<{ readonly gameId: string; readonly challengeId: string }> => {
  const origin = originOf(page)
  const accepted = await page.request.patch("/api/me/profile", { data: { disclaimerAccepted: true }, headers: { Origin: origin } })
  expect(accepted.ok(), "disclaimer accepted").toBe(true)
  const created = await page.request.post("/api/games", {
    headers: { Origin: origin, Accept: "application/json" },
    data: {
      players: [
        { name: "Zoé", difficulty: "6A", avatar: "01-green-yellow" },
        { name: "Malik", difficulty: "5+", avatar: "02-blue-red" }
      ],
      packs: ["base"]
    }
  })
  expect(created.status(), await created.text()).toBe(201)
  const game = (await created.json()) as { id: string; challenges: ReadonlyArray<string>; currentChallengeIndex: number }
  return { gameId: game.id, challengeId: game.challenges[game.currentChallengeIndex] ?? "" }
}

/** Sends in-game feedback through the API the game's feedback form uses (with its solved human check). */
export const sendGameFeedback = async (page: Page, feedback: { subject: string; message: string; gameId: string; challengeId: string }): Promise<void> => {
  const proof = await solveHumanCheck(page, "send_feedback")
  const response = await page.request.post("/api/feedback", {
    headers: { Origin: originOf(page), Accept: "application/json", "x-human-check": proof },
    data: feedback
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** No axe violation of moderate impact or worse (WCAG 2.1 AA and best practices) on the page as it is. */
export const expectNoViolations = async (page: Page): Promise<void> => {
  expect(await axeViolations(page)).toEqual([])
}

/**
 * Challenges of their own for a pack `id`, numbered from `from`: with the three of `packFile`, 5 in
 * each category, so the import's rule that a pack fills a 4-player game with any two categories off holds.
 */
const fillers = (id: string, from: number): ReadonlyArray<Record<string, unknown>> => {
  const have: Readonly<Record<string, number>> = { "physical-constraint": 1, "time-linked": 1, other: 1 }
  const categories = categoryKeys.flatMap((category) => Array.from({ length: 5 - (have[category] ?? 0) }, () => category))
  return categories.map((category, index) => {
    const n = from + index
    const seconds = 30 + n
    return {
      id: `${id}-${String(n).padStart(3, "0")}`,
      category,
      tags: [],
      text:
        category === "time-linked"
          ? { fr: `Soirée ${id}, défi ${n} : le top en moins de ${seconds} secondes.`, en: `Night ${id}, challenge ${n}: the top in under ${seconds} seconds.` }
          : { fr: `Soirée ${id}, défi ${n} : grimpe en silence.`, en: `Night ${id}, challenge ${n}: climb without a word.` },
      ...(category === "time-linked" ? { timer: { seconds, meaning: "limit" } } : {})
    }
  })
}

/** A pack.json for the import, valid unless `change` breaks it. */
export const packFile = (id: string, change: (pack: Record<string, unknown>) => void = () => undefined): string => {
  const pack: Record<string, unknown> = {
    $schema: "../pack.schema.json",
    schemaVersion: 3,
    id,
    version: "1.0.0",
    name: { fr: "Nuit à la salle", en: "Night at the gym" },
    description: { fr: "Des défis pour grimper à la frontale.", en: "Challenges to climb by headlamp." },
    price: { amount: 199, currency: "EUR" },
    productIds: [`prod_${id.replace(/-/g, "_")}`],
    combinable: true,
    comingSoon: false,
    special: false,
    tags: [{ id: "balance", name: { fr: "Équilibre", en: "Balance" } }],
    challenges: [
      {
        id: `${id}-001`,
        category: "physical-constraint",
        tags: ["balance"],
        text: { fr: "Équilibre sur un pied à côté du tapis avant chaque mouvement.", en: "Balance on one foot by the mat before each move." }
      },
      {
        id: `${id}-002`,
        category: "time-linked",
        tags: [],
        text: { fr: "Top en moins de 40 secondes.", en: "Top it in under 40 seconds." },
        timer: { seconds: 40, meaning: "limit" }
      },
      { id: `${id}-003`, category: "other", tags: [], text: { fr: "Dyno final sur la prise rouge.", en: "Dyno final sur la prise rouge." } },
      ...fillers(id, 4)
    ]
  }
  change(pack)
  return JSON.stringify(pack, null, 2)
}

/** A challenge of a shipped pack, as its pack.json writes it. */
interface ShippedChallenge {
  readonly id: string
  readonly category: string
  readonly tags: ReadonlyArray<string>
  readonly text: { readonly fr: string; readonly en: string }
  readonly timer?: { readonly seconds: number; readonly meaning: string }
  readonly styles?: ReadonlyArray<string>
  readonly minPlayers?: number
}

/**
 * One challenge of the shipped pack `from` for each kind of row its admin screens draw: each category,
 * each timer meaning, some styles only, more players, and the longest text (in French, the longer) — a
 * dozen rows instead of the pack's hundred, whose others repeat these kinds with other words.
 */
export const everyKindOfChallenge = (from = "base"): ReadonlyArray<ShippedChallenge> => {
  const { challenges } = JSON.parse(readFileSync(new URL(`../../packs/${from}/pack.json`, import.meta.url), "utf8")) as {
    readonly challenges: ReadonlyArray<ShippedChallenge>
  }
  const kinds: ReadonlyArray<(challenge: ShippedChallenge) => boolean> = [
    ...categoryKeys.map((category) => (challenge: ShippedChallenge) => challenge.category === category),
    ...["limit", "hold", "minimum"].map((meaning) => (challenge: ShippedChallenge) => challenge.timer?.meaning === meaning),
    (challenge) => challenge.styles !== undefined,
    (challenge) => challenge.minPlayers !== undefined
  ]
  const longest = challenges.reduce((a, b) => (b.text.fr.length > a.text.fr.length ? b : a))
  const chosen = new Set([...kinds.flatMap((kind) => challenges.find(kind) ?? []), longest])
  return challenges.filter((challenge) => chosen.has(challenge))
}

/**
 * Makes, through the admin API of the admin signed in on `page`, an unpublished pack `id` of every
 * kind of challenge of the shipped pack (`everyKindOfChallenge`), its challenges numbered `<id>-001`…
 * and the full stop ending each text made `ending`, "…" or none (a pack repeats no text of another on the same server,
 * the shipped ones' nor another pack made here, and a card's keeps to 200 characters): for the screens checked row
 * by row (axe), where the shipped pack's hundred rows would only repeat them.
 * Unpublished, so the other tests on the same server never see it in the store or in pregame.
 */
export const packOfEveryKind = async (page: Page, id: string, name: { readonly fr: string; readonly en: string }, ending: "…" | "" = "…"): Promise<void> => {
  const challenges = everyKindOfChallenge().map(({ id: _shipped, ...challenge }, index) => ({
    ...challenge,
    id: `${id}-${String(index + 1).padStart(3, "0")}`,
    text: { fr: challenge.text.fr.replace(/\.$/, ending), en: challenge.text.en.replace(/\.$/, ending) }
  }))
  const created = await page.request.post("/api/admin/packs", {
    headers: { Origin: originOf(page), Accept: "application/json" },
    data: { id, name, description: { fr: "Un défi de chaque sorte.", en: "One challenge of each kind." }, published: false, challenges }
  })
  expect(created.status(), await created.text()).toBe(201)
}
