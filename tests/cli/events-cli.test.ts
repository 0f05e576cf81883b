import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readPacks } from "#adapters/packs-fs/read-packs.ts"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { UserId } from "#core/domain/ids.ts"
import { GymEventId } from "#core/gym-events/gym-event.ts"
import { GymEventRepository } from "#core/ports/gym-event-repository.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { shippedPacksDir } from "../support/pack-files.ts"
import { allez as allezIn } from "./run-allez.ts"

const work = mkdtempSync(join(tmpdir(), "allez-events-cli-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const dataDir = join(work, "data")
const env = { DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: "https://allez.example/" }
const allez = (...args: Array<string>) => allezIn(args, env)

const hour = 3_600_000
const inStore = <A>(effect: Effect.Effect<A, unknown, GymEventRepository | UserRepository | PackRepository>) =>
  Effect.runPromise(Effect.provide(effect, makeSqliteLayer(join(dataDir, "allez.sqlite"))))

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true })
  const packs = Either.getOrThrow(await readPacks([shippedPacksDir]))
  await inStore(
    Effect.gen(function* () {
      const store = yield* PackRepository
      yield* Effect.forEach(packs, ({ pack }) => Effect.orDie(store.upsert(pack)))
      const users = yield* UserRepository
      for (const id of ["gym", "player"]) {
        yield* Effect.orDie(
          users.create(
            newProfile({ id: UserId.make(id), email: `${id}@allez.test`, displayName: id, preferredLanguage: "fr", isSocial: false, now: new Date() })
          )
        )
      }
      yield* (yield* GymEventRepository).putHost({
        userId: UserId.make("gym"),
        gymName: "Arkose",
        city: "Lyon",
        grantedAt: "2026-12-01T10:00:00.000Z",
        grantedBy: null
      })
    })
  )
})

describe("allez events", { timeout: 120_000 }, () => {
  let id = ""

  it("creates a night for a host, with its code, the poster's link and the screen's link on PUBLIC_URL", async () => {
    const starts = new Date(Date.now() - hour).toISOString()
    const ends = new Date(Date.now() + hour).toISOString()
    const run = await allez(
      "events",
      "create",
      "--host",
      "GYM@allez.test",
      "--name",
      "Soirée bloc",
      "--starts",
      starts,
      "--ends",
      ends,
      "--packs",
      "base,party-night",
      "--json",
      "--lang",
      "en"
    )
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    const created = JSON.parse(run.stdout) as {
      id: string
      joinCode: string
      joinUrl: string
      screenUrl: string
      gymName: string
      status: string
      packIds: Array<string>
    }
    expect(created).toMatchObject({ gymName: "Arkose", status: "open", packIds: ["base", "party-night"] })
    expect(created.joinUrl).toBe(`https://allez.example/event/${created.joinCode}`)
    expect(created.screenUrl).toMatch(new RegExp(`^https://allez\\.example/event/${created.id}/screen\\?token=[a-z2-7]{32}$`))
    id = created.id
    const said = await allez(
      "events",
      "create",
      "--host",
      "gym@allez.test",
      "--name",
      "Autre",
      "--starts",
      starts,
      "--ends",
      ends,
      "--packs",
      "base",
      "--lang",
      "fr"
    )
    expect(said.code).toBe(0)
    expect(said.stdout).toContain("✓ Autre créée pour Arkose : code ")
    expect(said.stdout).toContain("Lien du grand écran")
  })

  it("refuses what the API refuses, in the chosen language, with the usage or failure exit code", async () => {
    const base = ["events", "create", "--host", "gym@allez.test", "--name", "X", "--packs", "base"]
    const window = await allez(...base, "--starts", "2030-01-01T10:00:00Z", "--ends", "2030-01-03T10:00:00Z", "--lang", "en")
    expect(window.code).toBe(1)
    expect(window.stderr).toContain("The event must end after it starts, at most 24 hours later.")
    const notHost = await allez(
      "events",
      "create",
      "--host",
      "player@allez.test",
      "--name",
      "X",
      "--packs",
      "base",
      "--starts",
      "2030-01-01T10:00:00Z",
      "--ends",
      "2030-01-01T12:00:00Z",
      "--lang",
      "fr"
    )
    expect(notHost.code).toBe(1)
    expect(notHost.stderr).toContain("Ton compte n'est pas organisateur.")
    const badDate = await allez(...base, "--starts", "demain", "--ends", "2030-01-01T12:00:00Z", "--lang", "en")
    expect(badDate.code).toBe(2)
    expect(badDate.stderr).toContain("startsAt: Enter a date and time.")
    const badPacks = await allez(...base.slice(0, -1), ",", "--starts", "2030-01-01T10:00:00Z", "--ends", "2030-01-01T12:00:00Z", "--lang", "en")
    expect(badPacks.code).toBe(2)
    const unpublished = await allez(...base.slice(0, -1), "training", "--starts", "2030-01-01T10:00:00Z", "--ends", "2030-01-01T12:00:00Z", "--lang", "en")
    expect(unpublished.code).toBe(1)
    expect(unpublished.stderr).toContain("The pack training is not published")
  })

  it("lists the nights, all or one host's, as a table or JSON", async () => {
    const table = await allez("events", "list", "--lang", "en")
    expect(table.code).toBe(0)
    expect(table.stdout).toContain("Soirée bloc")
    expect(table.stdout).toContain("open")
    const json = JSON.parse((await allez("events", "list", "--host", "gym@allez.test", "--json")).stdout) as Array<{ id: string }>
    expect(json.map((each) => each.id)).toContain(id)
    const none = await allez("events", "list", "--host", "player@allez.test", "--lang", "en")
    expect(none.code).toBe(1)
    expect(none.stderr).toContain("Your account is not a host")
  })

  it("exports the results as CSV, to stdout or a file, and closes the night", async () => {
    await inStore(
      Effect.gen(function* () {
        const store = yield* GymEventRepository
        yield* store.join(GymEventId.make(id), "game-1", ["Chloé", "Max"], new Date().toISOString())
        yield* store.saveTurns(GymEventId.make(id), "game-1", [{ player: 0, challengeId: "base-001", succeeded: true, points: 100, at: Date.now() - 1000 }])
      })
    )
    const csv = await allez("events", "export", id)
    expect(csv.code).toBe(0)
    expect(csv.stdout.split("\r\n").slice(0, 3)).toEqual([
      "rank,group,name,points,attempts,successes,team_score,team_target,team_reached_target",
      "1,1,Chloé,100,1,1,100,500,no",
      "2,1,Max,0,0,0,100,500,no"
    ])
    const file = join(work, "out", "night.csv")
    const written = await allez("events", "export", id, "--out", file, "--lang", "en")
    expect(written.code).toBe(0)
    expect(readFileSync(file, "utf8")).toBe(csv.stdout)
    const closed = await allez("events", "close", id, "--lang", "en")
    expect(closed.code).toBe(0)
    expect(closed.stdout).toContain("is closed")
    const listed = JSON.parse((await allez("events", "list", "--json")).stdout) as Array<{ id: string; status: string }>
    expect(listed.find((each) => each.id === id)?.status).toBe("closed")
    const missing = await allez("events", "close", "nope-nope-nope-nope-nope", "--lang", "en")
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain("There is no such event")
  })
})
