import { render } from "ink-testing-library"
import { afterEach, describe, expect, it, vi } from "vitest"
import { categoryKeys } from "#core/domain/category.ts"
import { ChallengeId, PackId } from "#core/domain/ids.ts"
import { patience } from "#tests/support/patience.ts"
import type { CliPack } from "../pack-catalog.ts"
import { PlayApp } from "./play-app.tsx"

const makePack = (id: string, size: number, combinable: boolean): CliPack => ({
  id: PackId.make(id),
  version: "1.0.0",
  name: { fr: `Pack ${id}`, en: `${id} pack` },
  priceCents: null,
  currency: "EUR",
  combinable,
  comingSoon: false,
  challenges: Array.from({ length: size }, (_, i) => ({
    id: ChallengeId.make(`${id}-${i}`),
    category: categoryKeys[i % categoryKeys.length] ?? "other",
    text: { fr: `Défi ${id} numéro ${i}`, en: `Challenge ${id} number ${i}` }
  }))
})

const base = makePack("base", 40, true)
const solo = makePack("solo", 30, false)

const enter = "\r"
const tab = "\t"
const backspace = "\x7f"
const right = "\x1b[C"
const down = "\x1b[B"
/** How long a frame may take to show a key press's outcome: Ink renders on its own schedule, slower on a loaded machine. */
const frameWait = { ...patience, interval: 5 }

let clock = 1_000_000
const apps: Array<{ unmount: () => void }> = []
afterEach(() => {
  for (const app of apps.splice(0)) app.unmount()
})

/**
 * The app, once it reads its input (Ink starts listening to stdin in an effect after the first
 * render). Each key press is handled as it is written; what it changes shows in a later frame, so a
 * test waits for the frame with `shows` (or `vi.waitFor`) rather than for a fixed time.
 */
const start = async (language: "fr" | "en", packs: ReadonlyArray<CliPack> = [base, solo], chosen: ReadonlyArray<CliPack> = [base], tieBreak = false) => {
  const app = render(
    <PlayApp packs={packs} chosenPacks={chosen.map((pack) => pack.id)} tieBreak={tieBreak} language={language} now={() => clock} random={() => 0.25} />
  )
  apps.push(app)
  await vi.waitFor(() => expect(app.stdin.listenerCount("readable")).toBeGreaterThan(0), frameWait)
  const press = (...keys: Array<string>) => {
    for (const key of keys) app.stdin.write(key)
  }
  const frame = () => app.lastFrame() ?? ""
  const shows = (expected: string | RegExp) =>
    vi.waitFor(() => (typeof expected === "string" ? expect(frame()).toContain(expected) : expect(frame()).toMatch(expected)), frameWait)
  const challengeText = () => /Challenge base number \d+/.exec(frame())?.[0] ?? null
  return { press, frame, shows, challengeText }
}

describe("allez play", () => {
  it("settles a tie with the duel (--tie-break): both leaders try the same challenge, success beats fail", async () => {
    const { press, shows, frame, challengeText } = await start("en", [base, solo], [base], true)
    press("Ana", enter, enter, enter)
    await shows("Players (1/4)")
    press("Ben", enter, enter, enter, tab)
    await shows("Choose your packs")
    press(enter)
    await shows("Round 1 of 5 · Ana's turn")
    for (let turn = 0; turn < 10; turn++) {
      await shows(turn % 2 === 0 ? "Ana's turn" : "Ben's turn")
      press(enter)
      await shows("Challenge ·")
      press("s")
      await vi.waitFor(() => expect(frame()).not.toContain("Challenge ·"), frameWait)
    }
    await shows("Tie-break duel, try 1 of 2 · Ana's turn")
    await shows("Ana, Ben are tied at the top")
    press("Pink slab", enter)
    await shows("Problem: Pink slab")
    const challenge = challengeText()
    expect(challenge).not.toBeNull()
    press("f")
    await shows("Tie-break duel, try 2 of 2 · Ben's turn")
    await shows("Ana: fail")
    expect(challengeText()).toBe(challenge)
    press("s")
    await shows("Tie-break duel between Ana, Ben")
    await shows("Ben: success")
    await shows("Ben wins the duel.")
    await shows("Ben wins with 500 points!")
  })

  it("plays a whole game from the keyboard: players, packs, turns, replacement, timer, refusals, end", async () => {
    const { press, shows, challengeText } = await start("en")
    await shows("Players (0/4)")
    await shows("[Enter] next")

    press("Alexandra-Fontaine-21", enter)
    await shows("Please enter a player name with at least 1 and at most 20 characters")
    press(...Array.from({ length: 21 }, () => backspace), "Ana", enter, right, right, enter, enter)
    await shows("Players (1/4)")
    await shows(/1\. .*Ana 6B\b/)

    press(tab)
    await shows("Add at least 2 players to start.")
    press("ana", enter)
    await shows("ana is already playing: pick another name.")
    press(backspace, backspace, backspace, "Ben", enter, enter, enter, tab)
    await shows("Choose your packs")
    await shows(/\[x\] base pack/)

    press(down, " ", enter)
    await shows("These packs cannot be played together")
    press(" ", enter)
    await shows("Round 1 of 5 · Ana's turn — level 6B")
    await shows("Team 0 / 500")

    press("Red roof", enter)
    await shows("Problem: Red roof")
    const first = challengeText()
    expect(first).not.toBeNull()
    await shows(/Challenge · (Game|Movement type|Physical challenges|Outside of climbing|Physical constraint|Problem linked|Time linked|Other)/)
    press("c")
    const replaced = await vi.waitFor(() => {
      const shown = challengeText()
      expect(shown).not.toBeNull()
      expect(shown).not.toBe(first)
      return shown
    }, frameWait)

    press("t")
    await shows("(running)")
    clock += 2_500
    await shows("Timer 0:02.5")
    press("t")
    clock += 10_000
    await shows("Timer 0:02.5 (stopped)")
    press("c")
    await shows("The attempt has started: the challenge can no longer be replaced.")
    expect(challengeText()).toBe(replaced)
    press("s")
    await shows("Ana succeeded: +100 points.")
    await shows(/Ana\s+6B\s+100 pts/)
    await shows("Round 1 of 5 · Ben's turn")
    await shows("Not “Red roof”: that was last turn's problem.")
    await shows("last: Red roof")

    press("red ROOF", enter)
    await shows("“red ROOF” was the previous problem: choose another one.")
    press(...Array.from({ length: 8 }, () => backspace), "Blue slab", enter, "f")
    await shows("Ben failed: −25 points.")
    await shows("Team 75 / 500")

    for (let turn = 3; turn <= 10; turn++) {
      await shows(`Round ${Math.ceil(turn / 2)} of 5 · ${turn % 2 === 1 ? "Ana" : "Ben"}'s turn`)
      press(enter, turn % 2 === 1 ? "s" : "f")
    }
    await shows("Game over")
    await shows("Ana wins with 500 points!")
    await shows("Team score: 375 (target 500)")
    await shows("The team lost. Next time!")
    await shows("[n] new game")
  })

  it("speaks French, keeps at most two categories off, and shows a tie and a team win", async () => {
    const { press, shows } = await start("fr")
    await shows("Joueurs (0/4)")
    press("Chloé", enter, enter, enter)
    await shows("[⌫] retirer le dernier joueur")
    press(backspace)
    await shows("Joueurs (0/4)")
    press("Chloé", enter, enter, enter, "Dan", enter, enter, enter, tab)
    await shows("Catégories en jeu (tu peux en retirer 2 au maximum)")
    press(down, down, " ", down, " ", down, " ", enter)
    await shows("Tu peux retirer au maximum 2 catégories de la liste.")
    await shows(/› \[ \] Défis de force/)
    press(" ", enter)
    await shows("Manche 1 sur 5 · À Chloé de jouer — niveau 6A")
    press(enter)
    await shows(/Défi · (Défis de force|En dehors de l.escalade|Contrainte physique|En lien avec le parcours|En lien avec le temps|Autre)/)
    await shows(/Défi base numéro \d+/)
    for (let turn = 1; turn <= 10; turn++) press(...(turn === 1 ? [] : [enter]), "s")
    await shows("Partie terminée")
    await shows("Égalité entre Chloé, Dan avec 500 points !")
    await shows("Score de l'équipe : 1000 (objectif 500)")
    await shows("L'équipe a gagné !")
  })

  it("never starts a game the deck cannot finish: names the category to switch back on, or asks for a pack", async () => {
    // A pack with 3 challenges per category, 24 in all (kids before its 1.1.0).
    const kids = makePack("kids", 24, false)
    const up = "\x1b[A"
    const { press, shows } = await start("en", [kids], [kids])
    for (const name of ["Ana", "Ben", "Chloé", "Dan"]) press(name, enter, enter, enter)
    await shows("Choose your packs")
    press(down, " ", ...Array.from({ length: 7 }, () => down), " ", enter)
    await shows("Not enough challenges for this game: 18 left for 20 turns. Switch the category “Game” back on.")
    await shows("Choose your packs")
    press(...Array.from({ length: 7 }, () => up), " ", enter)
    await shows("Round 1 of 5 · Ana's turn")

    const french = await start("fr", [makePack("tiny", 12, true)], [makePack("tiny", 12, true)])
    for (const name of ["Ana", "Ben", "Chloé", "Dan"]) french.press(name, enter, enter, enter)
    french.press(enter)
    // The terminal wraps the line: read it as one.
    await vi.waitFor(
      () =>
        expect(french.frame().replace(/\s+/g, " ")).toContain(
          "Pas assez de défis pour cette partie : même avec toutes les catégories, ces packs n'en ont que 12 pour 20 tours. Ajoute un autre pack."
        ),
      frameWait
    )
  })

  it("takes back the last result with Ctrl+Z for 5 seconds, on the next turn and on the end screen", async () => {
    const ctrlZ = "\x1a"
    const { press, shows, frame, challengeText } = await start("en")
    press("Ana", enter, enter, enter, "Ben", enter, enter, enter, tab)
    await shows("Choose your packs")
    press(enter)
    await shows("Round 1 of 5 · Ana's turn")
    press(enter)
    await shows(/Challenge · /)
    const challenge = challengeText()
    press("f")
    await shows("Ana failed: −25 points.")
    await shows("[Ctrl+Z] undo the last result")
    press(ctrlZ)
    await shows("Round 1 of 5 · Ana's turn")
    await vi.waitFor(() => expect(challengeText()).toBe(challenge), frameWait)
    await shows(/Ana\s+6A\s+0 pts/)
    expect(frame()).not.toContain("[Ctrl+Z]")
    press(ctrlZ)
    await shows("There is no result to undo")

    press("s")
    await shows("Ana succeeded: +100 points.")
    clock += 5_001
    press(ctrlZ)
    await shows("Too late to undo: a result can be undone for 5 seconds.")

    for (let turn = 2; turn <= 10; turn++) {
      await shows(`Round ${Math.ceil(turn / 2)} of 5 · ${turn % 2 === 1 ? "Ana" : "Ben"}'s turn`)
      press(enter, "s")
    }
    await shows("Game over")
    await shows("[Ctrl+Z] undo the last result")
    press(ctrlZ)
    await shows("Round 5 of 5 · Ben's turn")
    press("f")
    await shows("Ana wins with 500 points!")
  })
})
