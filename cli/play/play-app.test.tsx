import { render } from "ink-testing-library"
import { afterEach, describe, expect, it } from "vitest"
import { categoryKeys } from "../../core/domain/category.ts"
import { ChallengeId, PackId } from "../../core/domain/ids.ts"
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
const settle = () => new Promise((resolve) => setTimeout(resolve, 15))

let clock = 1_000_000
const apps: Array<{ unmount: () => void }> = []
afterEach(() => {
  for (const app of apps.splice(0)) app.unmount()
})

const start = (language: "fr" | "en", packs: ReadonlyArray<CliPack> = [base, solo], chosen: ReadonlyArray<CliPack> = [base]) => {
  const app = render(<PlayApp packs={packs} chosenPacks={chosen.map((pack) => pack.id)} language={language} now={() => clock} random={() => 0.25} />)
  apps.push(app)
  const press = async (...keys: Array<string>) => {
    for (const key of keys) {
      app.stdin.write(key)
      await settle()
    }
  }
  const frame = () => app.lastFrame() ?? ""
  const challengeText = () => /Challenge base number \d+/.exec(frame())?.[0] ?? null
  return { press, frame, challengeText }
}

describe("allez play", () => {
  it("plays a whole game from the keyboard: players, packs, turns, replacement, timer, refusals, end", async () => {
    const { press, frame, challengeText } = start("en")
    await settle()
    expect(frame()).toContain("Players (0/4)")
    expect(frame()).toContain("[Enter] next")

    await press("Alexandra-Fontaine-21", enter)
    expect(frame()).toContain("Please enter a player name with at least 1 and at most 20 characters")
    await press(...Array.from({ length: 21 }, () => backspace), "Ana", enter, right, right, enter, enter)
    expect(frame()).toContain("Players (1/4)")
    expect(frame()).toMatch(/1\. .*Ana 6B\b/)

    await press(tab)
    expect(frame()).toContain("Add at least 2 players to start.")
    await press("ana", enter)
    expect(frame()).toContain("ana is already playing: pick another name.")
    await press(backspace, backspace, backspace, "Ben", enter, enter, enter, tab)
    expect(frame()).toContain("Choose your packs")
    expect(frame()).toMatch(/\[x\] base pack/)

    await press(down, " ", enter)
    expect(frame()).toContain("These packs cannot be played together")
    await press(" ", enter)
    expect(frame()).toContain("Round 1 of 5 · Ana's turn — level 6B")
    expect(frame()).toContain("Team 0 / 500")

    await press("Red roof", enter)
    expect(frame()).toContain("Problem: Red roof")
    const first = challengeText()
    expect(first).not.toBeNull()
    expect(frame()).toMatch(/Challenge · (Game|Movement type|Physical challenges|Outside of climbing|Physical constraint|Problem linked|Time linked|Other)/)
    await press("c")
    const replaced = challengeText()
    expect(replaced).not.toBeNull()
    expect(replaced).not.toBe(first)

    await press("t")
    expect(frame()).toContain("(running)")
    clock += 2_500
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(frame()).toContain("Timer 0:02.5")
    await press("t")
    clock += 10_000
    await settle()
    expect(frame()).toContain("Timer 0:02.5 (stopped)")
    await press("c")
    expect(frame()).toContain("The attempt has started: the challenge can no longer be replaced.")
    expect(challengeText()).toBe(replaced)
    await press("s")
    expect(frame()).toContain("Ana succeeded: +100 points.")
    expect(frame()).toMatch(/Ana\s+6B\s+100 pts/)
    expect(frame()).toContain("Round 1 of 5 · Ben's turn")
    expect(frame()).toContain("Not “Red roof”: that was last turn's problem.")
    expect(frame()).toContain("last: Red roof")

    await press("red ROOF", enter)
    expect(frame()).toContain("“red ROOF” was the previous problem: choose another one.")
    await press(...Array.from({ length: 8 }, () => backspace), "Blue slab", enter, "f")
    expect(frame()).toContain("Ben failed: −25 points.")
    expect(frame()).toContain("Team 75 / 500")

    for (let turn = 3; turn <= 10; turn++) {
      expect(frame()).toContain(`Round ${Math.ceil(turn / 2)} of 5`)
      await press(enter, turn % 2 === 1 ? "s" : "f")
    }
    expect(frame()).toContain("Game over")
    expect(frame()).toContain("Ana wins with 500 points!")
    expect(frame()).toContain("Team score: 375 (target 500)")
    expect(frame()).toContain("The team lost. Next time!")
    expect(frame()).toContain("[n] new game")
  })

  it("speaks French, keeps at most two categories off, and shows a tie and a team win", async () => {
    const { press, frame } = start("fr")
    await settle()
    expect(frame()).toContain("Joueurs (0/4)")
    await press("Chloé", enter, enter, enter)
    expect(frame()).toContain("[⌫] retirer le dernier joueur")
    await press(backspace)
    expect(frame()).toContain("Joueurs (0/4)")
    await press("Chloé", enter, enter, enter, "Dan", enter, enter, enter, tab)
    expect(frame()).toContain("Catégories en jeu (tu peux en retirer 2 au maximum)")
    await press(down, down, " ", down, " ", down, " ", enter)
    expect(frame()).toContain("Tu peux retirer au maximum 2 catégories de la liste.")
    expect(frame()).toMatch(/› \[ \] Défis de force/)
    await press(" ", enter)
    expect(frame()).toContain("Manche 1 sur 5 · À Chloé de jouer — niveau 6A")
    await press(enter)
    expect(frame()).toMatch(/Défi · (Défis de force|En dehors de l.escalade|Contrainte physique|En lien avec le parcours|En lien avec le temps|Autre)/)
    expect(frame()).toMatch(/Défi base numéro \d+/)
    for (let turn = 1; turn <= 10; turn++) await press(...(turn === 1 ? [] : [enter]), "s")
    expect(frame()).toContain("Partie terminée")
    expect(frame()).toContain("Égalité entre Chloé, Dan avec 500 points !")
    expect(frame()).toContain("Score de l'équipe : 1000 (objectif 500)")
    expect(frame()).toContain("L'équipe a gagné !")
  })

  it("never starts a game the deck cannot finish: names the category to switch back on, or asks for a pack", async () => {
    // A pack with 3 challenges per category, 24 in all (kids before its 1.1.0).
    const kids = makePack("kids", 24, false)
    const up = "\x1b[A"
    const { press, frame } = start("en", [kids], [kids])
    await settle()
    for (const name of ["Ana", "Ben", "Chloé", "Dan"]) await press(name, enter, enter, enter)
    expect(frame()).toContain("Choose your packs")
    await press(down, " ", ...Array.from({ length: 7 }, () => down), " ", enter)
    expect(frame()).toContain("Not enough challenges for this game: 18 left for 20 turns. Switch the category “Game” back on.")
    expect(frame()).toContain("Choose your packs")
    await press(...Array.from({ length: 7 }, () => up), " ", enter)
    expect(frame()).toContain("Round 1 of 5 · Ana's turn")

    const french = start("fr", [makePack("tiny", 12, true)], [makePack("tiny", 12, true)])
    await settle()
    for (const name of ["Ana", "Ben", "Chloé", "Dan"]) await french.press(name, enter, enter, enter)
    await french.press(enter)
    // The terminal wraps the line: read it as one.
    expect(french.frame().replace(/\s+/g, " ")).toContain("Pas assez de défis pour cette partie : même avec toutes les catégories, ces packs n'en ont que 12 pour 20 tours. Ajoute un autre pack.")
  })
})
