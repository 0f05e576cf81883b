import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { categoryKeys } from "#core/domain/category.ts"
import { problemStyles } from "#core/domain/problem-style.ts"
import { defined } from "../support/defined.ts"
import { packFileJson, pinnedPacksDir } from "../support/pack-files.ts"
import type { AuditAnswer, ChallengeAnswer, PackAnswer, Refusal } from "./admin-answers.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"

/** Where a challenge fits (pack format 3: `styles`, `minPlayers`), as an admin sets it through the API. */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ packsDir: pinnedPacksDir })
  await server.addUser("boss", { roles: ["admin"] })
  await server.addUser("chef", { roles: ["admin"], preferredLanguage: "fr" })
})
afterAll(() => server.close())

/** As an admin (boss reads English, chef French), from the app's own origin (a browser sends it on every write). */
const asBoss = (path: string, init: RequestInit & { readonly json?: unknown; readonly as?: "boss" | "chef" } = {}) =>
  server.request(path, { as: "boss", ...init, headers: { origin: server.url, ...(init.headers as Record<string, string> | undefined) } })
const body = async <T>(response: Response, status: number): Promise<T> => {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as T
}
const patch = (id: string, json: unknown, as: "boss" | "chef" = "boss") => asBoss(`/api/admin/challenges/${id}`, { method: "PATCH", json, as })
const versionOf = async (pack: string) => (await body<PackAnswer>(await asBoss(`/api/admin/packs/${pack}`), 200)).pack.version

describe("a challenge's styles and fewest players", () => {
  it("are set, read back in the pack and its export, audited, and lifted by all four styles and 2 players", async () => {
    const { challenge } = await body<ChallengeAnswer>(
      await patch("kids-001", { expectedVersion: "1.0.0", styles: ["traverse", "overhang"], minPlayers: 3 }),
      200
    )
    expect(challenge.challenge).toMatchObject({ id: "kids-001", styles: ["overhang", "traverse"], minPlayers: 3 })
    expect(challenge.pack.version).toBe("1.0.1")
    const { pack } = await body<PackAnswer>(await asBoss("/api/admin/packs/kids"), 200)
    expect(pack.challenges[0]).toMatchObject({ id: "kids-001", styles: ["overhang", "traverse"], minPlayers: 3 })
    const exported = JSON.parse(await (await asBoss("/api/admin/packs/kids/export")).text()) as { challenges: ReadonlyArray<Record<string, unknown>> }
    expect(exported.challenges[0]).toMatchObject({ styles: ["overhang", "traverse"], minPlayers: 3 })
    const { entries } = await body<AuditAnswer>(await asBoss("/api/admin/audit?limit=1"), 200)
    expect(entries[0]?.details).toEqual({ pack: "kids", version: "1.0.1", changes: ["styles", "minPlayers"] })

    const lifted = await body<ChallengeAnswer>(await patch("kids-001", { expectedVersion: "1.0.1", styles: [...problemStyles], minPlayers: 2 }), 200)
    expect(lifted.challenge.challenge).not.toHaveProperty("styles")
    expect(lifted.challenge.challenge).not.toHaveProperty("minPlayers")
    expect(lifted.challenge.pack.version).toBe("1.0.2")
  })

  it("are given to a new challenge", async () => {
    const text = { fr: "Grimpe le dévers en montrant chaque prise du doigt", en: "Climb the overhang pointing at each hold" }
    const { challenge } = await body<ChallengeAnswer>(
      await asBoss("/api/admin/packs/kids/challenges", {
        method: "POST",
        json: { expectedVersion: await versionOf("kids"), category: "game", text, styles: ["overhang"], minPlayers: 4 }
      }),
      201
    )
    expect(challenge.challenge).toMatchObject({ text, styles: ["overhang"], minPlayers: 4 })
  })

  it("refuses a style not in the game, none, a thousand, and 1 or 9 players, each with a message naming the field", async () => {
    const version = await versionOf("kids")
    const refusals: ReadonlyArray<readonly [unknown, string, string]> = [
      [{ styles: ["boulder"] }, "styles.0", "Use one of the styles slab, vertical, overhang, traverse."],
      [{ styles: [] }, "styles", "Tick at least one style: a challenge fits some problems (all four: every problem)."],
      [{ styles: Array.from({ length: 1000 }, () => "slab") }, "styles", "Name each style once, four at most."],
      [{ styles: ["slab", "slab"] }, "styles", "Name each style once, four at most."],
      [{ minPlayers: 1 }, "minPlayers", "Choose between 2 and 4 players."],
      [{ minPlayers: 9 }, "minPlayers", "Choose between 2 and 4 players."]
    ]
    for (const [fields, path, message] of refusals) {
      const refused = await body<Refusal>(await patch("kids-003", { expectedVersion: version, ...(fields as object) }), 422)
      expect(refused.error.code).toBe("invalid-input")
      expect(refused.error.fields?.[path], JSON.stringify(fields)).toBe(message)
    }
    const french = await body<Refusal>(await patch("kids-003", { expectedVersion: version, minPlayers: 9 }, "chef"), 422)
    expect(french.error.fields?.minPlayers).toBe("Choisis entre 2 et 4 joueurs.")
    expect(await versionOf("kids")).toBe(version)
  })
})

describe("an edit that takes a game away", () => {
  // The pinned special pack: 5 challenges in each category, so 30 are left with two categories off,
  // where a 4-player game needs 25. A challenge limited to some styles is never drawn on a problem
  // whose style is not named: five can be, the sixth would leave 24 there.
  const special = packFileJson(pinnedPacksDir, "special")
  const firstOf = categoryKeys.map((category) => defined(special.challenges.find((challenge) => challenge.category === category)?.id, category))

  it("is refused with a 422 naming the game, the style and the counts, and nothing changes", async () => {
    for (const [index, id] of firstOf.slice(0, 5).entries()) {
      await body<ChallengeAnswer>(await patch(id, { expectedVersion: `1.0.${index}`, styles: ["overhang"] }), 200)
    }
    const sixth = defined(firstOf[5], "a sixth category")
    const refused = await body<Refusal & Record<string, unknown>>(await patch(sixth, { expectedVersion: "1.0.5", styles: ["overhang"] }), 422)
    expect(refused).toEqual({
      error: {
        code: "pack-unplayable",
        message:
          "This change would leave the pack special unable to fill a 4-player game on a problem whose style is not named (a challenge limited to some styles is drawn only when the player names one of them): with the categories time-linked, other switched off, 24 challenge(s) are left and it needs 25. Nothing was saved."
      },
      style: "any",
      players: 4,
      categoriesOff: ["time-linked", "other"],
      left: 24,
      needed: 25
    })
    const french = await body<Refusal>(await patch(sixth, { expectedVersion: "1.0.5", styles: ["overhang"] }, "chef"), 422)
    expect(french.error.message).toBe(
      "Cette modification empêcherait le pack special de remplir une partie à 4 joueurs sur un bloc dont le style n'est pas précisé (un défi limité à certains styles n'est tiré que si le joueur en choisit un)\u00a0: avec les catégories time-linked, other désactivées, il reste 24 défi(s) et il en faut 25. Rien n'a été enregistré."
    )
    const deleted = await body<Refusal>(await asBoss(`/api/admin/challenges/${sixth}?expectedVersion=1.0.5`, { method: "DELETE" }), 422)
    expect(deleted.error.code).toBe("pack-unplayable")
    expect(await versionOf("special")).toBe("1.0.5")
    expect((await body<ChallengeAnswer>(await asBoss(`/api/admin/challenges/${sixth}`), 200)).challenge.challenge).not.toHaveProperty("styles")
  })

  it("is refused by the import too, in the validator's words", async () => {
    const limited = {
      ...special,
      version: "2.0.0",
      challenges: special.challenges.map((challenge) => (firstOf.slice(0, 6).includes(challenge.id) ? { ...challenge, styles: ["overhang"] } : challenge))
    }
    const refused = await body<Refusal>(
      await asBoss("/api/admin/packs/import?dryRun=true", { method: "POST", body: JSON.stringify(limited), headers: { "content-type": "application/json" } }),
      422
    )
    expect(refused.problems).toEqual([
      {
        file: "pack.json",
        path: "challenges",
        rule: 'with "time-linked" and "other" switched off, 24 challenges are left; a 4-player game needs 25 (20 turns + 5 replacements)'
      }
    ])
  })
})
