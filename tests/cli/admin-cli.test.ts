import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer } from "effect"
import { afterAll, describe, expect, it, onTestFinished } from "vitest"
import { makeSqliteAuthLayer } from "#adapters/sqlite/sqlite-auth-repositories.ts"
import { makeSqliteLayer, type SqlitePorts } from "#adapters/sqlite/sqlite-layer.ts"
import { AdminChallenges } from "#core/admin/admin-challenges.ts"
import { type AdminService, AdminServices } from "#core/admin/admin-services.ts"
import { ChallengeId, PackId, UserId } from "#core/domain/ids.ts"
import { AuditRepository } from "#core/ports/audit-repository.ts"
import { CredentialRepository } from "#core/ports/credential-repository.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { startServerProcess } from "../api/server-process.ts"
import { defined } from "../support/defined.ts"
import { type PackFileJson, packFileJson, packFileText, pinnedPacksDir } from "../support/pack-files.ts"
import { allez as allezIn, allezProcess } from "./run-allez.ts"

/** `allez` on a database of its own, as an operator runs it against the server's data (in this process). */
const work = mkdtempSync(join(tmpdir(), "allez-admin-cli-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** `allez …args` with DATA_DIR set to `dataDir` (SQLite, whatever DATABASE_URL says outside). */
const allez = (dataDir: string, ...args: Array<string>) => allezIn(args, { DATA_DIR: dataDir, DATABASE_URL: "" })

/** The pinned packs (every version 1.0.0), as an operator names a folder from the repository's root. */
const pinned = "tests/fixtures/pinned-packs"

let dirs = 0
const freshDataDir = () => join(work, `data-${++dirs}`)
const inStore = <A>(dataDir: string, effect: Effect.Effect<A, unknown, AdminService | SqlitePorts | CredentialRepository>) => {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, "allez.sqlite")
  return Effect.runPromise(Effect.provide(effect, AdminServices.pipe(Layer.provideMerge(Layer.merge(makeSqliteLayer(file), makeSqliteAuthLayer(file))))))
}
const storedVersions = (dataDir: string) =>
  inStore(
    dataDir,
    Effect.map(
      Effect.flatMap(PackRepository, (packs) => packs.list),
      (packs) => packs.map((pack) => `${pack.id}@${pack.version}`)
    )
  )

/** A copy of a pinned pack's folder under `dir`, with `change` applied to its pack.json. */
const packFolder = (dir: string, id: string, change: (pack: PackFileJson) => void = () => {}) => {
  const folder = join(dir, id)
  mkdirSync(folder, { recursive: true })
  const pack = packFileJson(pinnedPacksDir, id)
  change(pack)
  writeFileSync(join(folder, "pack.json"), `${JSON.stringify(pack, null, 2)}\n`)
  return folder
}

describe("allez packs import", { timeout: 240_000 }, () => {
  it("loads a folder of packs into the database with a line per pack, then again changes nothing", async () => {
    const dataDir = freshDataDir()
    const first = await allez(dataDir, "packs", "import", pinned, "--lang", "en")
    expect(first.stderr).toBe("")
    expect(first.code).toBe(0)
    expect(first.stdout).toBe(
      [
        "base 1.0.0: added",
        "kids 1.0.0: added",
        "party-night 1.0.0: added",
        "special 1.0.0: added",
        "training 1.0.0: added",
        `✓ 5 pack(s) read, 5 added or replaced in ${join(dataDir, "allez.sqlite")}.`,
        ""
      ].join("\n")
    )
    const again = await allez(dataDir, "packs", "import", pinned, "--lang", "fr")
    expect(again.code).toBe(0)
    expect(again.stdout.split("\n").slice(0, 5)).toEqual(["base", "kids", "party-night", "special", "training"].map((id) => `${id} 1.0.0\u00a0: inchangé`))
    expect(again.stdout).toContain("✓ 5 pack(s) lu(s), 0 ajouté(s) ou remplacé(s)")
    expect(await storedVersions(dataDir)).toEqual(["base@1.0.0", "kids@1.0.0", "party-night@1.0.0", "special@1.0.0", "training@1.0.0"])
    const audit = await inStore(
      dataDir,
      Effect.flatMap(AuditRepository, (entries) => entries.list(10))
    )
    expect(audit.map((entry) => `${entry.action} ${entry.target} ${entry.actor.via}`)).toEqual(
      ["training", "special", "party-night", "kids", "base"].map((id) => `pack.import pack:${id} cli`)
    )
  })

  it("replaces an older stored version, keeps a newer one, and speaks JSON with --json", async () => {
    const dataDir = freshDataDir()
    await allez(dataDir, "packs", "import", `${pinned}/kids`)
    const newer = packFolder(join(work, `newer-${dirs}`), "kids", (pack) => {
      pack.version = "1.1.0"
    })
    const replaced = await allez(dataDir, "packs", "import", newer, "--lang", "en")
    expect(replaced.code).toBe(0)
    expect(replaced.stdout.split("\n")[0]).toBe("kids 1.1.0: replaced version 1.0.0")
    const older = await allez(dataDir, "packs", "import", `${pinned}/kids/pack.json`, "--json")
    expect(older.code).toBe(0)
    expect(JSON.parse(older.stdout)).toEqual([{ id: "kids", version: "1.0.0", file: `${pinned}/kids/pack.json`, outcome: "kept-newer", previous: "1.1.0" }])
    expect(await storedVersions(dataDir)).toEqual(["kids@1.1.0"])
  })

  it("prints a broken pack's problems like `packs validate` and imports nothing, exit 1", async () => {
    const dataDir = freshDataDir()
    const run = await allez(dataDir, "packs", "import", `${pinned}/base`, "tests/fixtures/packs/missing-language", "--lang", "en")
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(
      "Error: 1 problem(s) in the packs:\n  tests/fixtures/packs/missing-language/broken-text/pack.json: challenges[1].text.en: required\n"
    )
    expect(await storedVersions(dataDir)).toEqual([])
  })

  it("refuses a pack that clashes with the stored ones, naming the file, the path and the rule, exit 1", async () => {
    const dataDir = freshDataDir()
    await allez(dataDir, "packs", "import", `${pinned}/base`)
    const copycat = packFolder(join(work, `clash-${dirs}`), "kids", (pack) => {
      pack.version = "2.0.0"
      defined(pack.challenges[0], "kids' first challenge").id = "base-001"
    })
    const run = await allez(dataDir, "packs", "import", copycat, "--lang", "en")
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("Error: 1 problem(s) with the stored packs; nothing was imported:\n")
    expect(run.stderr).toContain(`kids/pack.json: challenges[0].id: "base-001" is already used by the stored pack "base"\n`)
    expect(await storedVersions(dataDir)).toEqual(["base@1.0.0"])
  })

  it("says so when the path holds no pack, and shows its options with --help", async () => {
    const empty = join(work, "empty")
    mkdirSync(empty, { recursive: true })
    const none = await allez(freshDataDir(), "packs", "import", empty, "--lang", "en")
    expect(none.code).toBe(1)
    expect(none.stderr).toBe(`Error: No pack found in ${empty}.\n`)
    const help = await allez(freshDataDir(), "packs", "import", "--help")
    expect(help.code).toBe(0)
    expect(help.stdout).toContain("Usage: allez packs import [options] <paths...>")
    expect(help.stdout).toContain("DATABASE_URL")
    expect((await allez(freshDataDir(), "packs", "import")).code).toBe(2)
  })
})

describe("allez packs export", { timeout: 240_000 }, () => {
  it("writes the stored pack as a pack.json that `packs validate` accepts, the same as on stdout", async () => {
    const dataDir = freshDataDir()
    await allez(dataDir, "packs", "import", pinned)
    const folder = join(work, `export-${dirs}`)
    const out = join(folder, "party-night", "pack.json")
    const written = await allez(dataDir, "packs", "export", "party-night", "--out", out, "--lang", "en")
    expect(written.stderr).toBe("")
    expect(written.code).toBe(0)
    expect(written.stdout).toBe(`✓ party-night 1.0.0 written to ${out}.\n`)
    const text = readFileSync(out, "utf8")
    expect(JSON.parse(text).$schema).toBe("../pack.schema.json")
    // A format-2 file comes back in the current format (3 only added optional fields).
    expect(JSON.parse(text)).toEqual({ ...JSON.parse(packFileText(pinnedPacksDir, "party-night")), $schema: "../pack.schema.json", schemaVersion: 3 })
    const validated = await allez(dataDir, "packs", "validate", folder, "--lang", "en")
    expect(validated.code).toBe(0)
    expect(validated.stdout).toContain("✓ 1 valid pack(s), 48 challenges.")
    const stdout = await allez(dataDir, "packs", "export", "party-night")
    expect(stdout.code).toBe(0)
    expect(stdout.stdout).toBe(text)
  })

  it("names the stored packs when the id is unknown (exit 1), and refuses an id that cannot be one (exit 2)", async () => {
    const dataDir = freshDataDir()
    await allez(dataDir, "packs", "import", `${pinned}/kids`, `${pinned}/base`)
    const unknown = await allez(dataDir, "packs", "export", "nope", "--lang", "en")
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toBe(`Error: There is no pack “nope” in ${join(dataDir, "allez.sqlite")}. Stored packs: base, kids.\n`)
    const bad = await allez(dataDir, "packs", "export", "Not An Id", "--lang", "en")
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("“Not An Id” is not a pack id")
  })
})

describe("allez admin grant", { timeout: 240_000 }, () => {
  it("gives the admin role to the account with that e-mail once verified, and says so again without changing anything", async () => {
    const dataDir = freshDataDir()
    mkdirSync(dataDir, { recursive: true })
    await inStore(
      dataDir,
      Effect.flatMap(UserRepository, (users) =>
        users.create(
          newProfile({ id: UserId.make("u-zoe"), email: "Zoe@Grimpe.fr", displayName: "Zoé", preferredLanguage: "fr", isSocial: false, now: new Date() })
        )
      )
    )
    const unverified = await allez(dataDir, "admin", "grant", "zoe@grimpe.fr", "--lang", "en")
    expect(unverified.code).toBe(1)
    expect(unverified.stderr).toBe(
      "Error: The account Zoe@Grimpe.fr has not confirmed its e-mail address yet: the admin role goes to confirmed addresses only.\n"
    )
    await inStore(
      dataDir,
      Effect.flatMap(CredentialRepository, (credentials) => credentials.put({ userId: UserId.make("u-zoe"), passwordHash: null, emailVerified: true }))
    )
    const granted = await allez(dataDir, "admin", "grant", "zoe@grimpe.fr", "--lang", "en")
    expect(granted.stderr).toBe("")
    expect(granted.code).toBe(0)
    expect(granted.stdout).toBe(`✓ Zoe@Grimpe.fr is now an admin (${join(dataDir, "allez.sqlite")}).\n`)
    const profile = await inStore(
      dataDir,
      Effect.flatMap(UserRepository, (users) => users.get(UserId.make("u-zoe")))
    )
    expect(profile.roles).toEqual(["admin"])
    const again = await allez(dataDir, "admin", "grant", "zoe@grimpe.fr", "--json")
    expect(again.code).toBe(0)
    expect(JSON.parse(again.stdout)).toEqual({ id: "u-zoe", email: "Zoe@Grimpe.fr", displayName: "Zoé", isNew: false })
    const audit = await inStore(
      dataDir,
      Effect.flatMap(AuditRepository, (entries) => entries.list(10))
    )
    expect(audit).toEqual([expect.objectContaining({ action: "admin.grant", target: "user:u-zoe", actor: { userId: null, email: null, via: "cli" } })])
  })

  it("exits 1 with a clear message when no account has that e-mail, in French by default", async () => {
    const dataDir = freshDataDir()
    const fr = await allez(dataDir, "admin", "grant", "nobody@allez.test")
    expect(fr.code).toBe(1)
    expect(fr.stdout).toBe("")
    expect(fr.stderr).toBe("Erreur : Aucun compte n'utilise l'adresse nobody@allez.test. La personne doit d'abord s'inscrire.\n")
    const en = await allez(dataDir, "admin", "grant", "nobody@allez.test", "--lang", "en")
    expect(en.stderr).toBe("Error: No account uses the e-mail nobody@allez.test. They must sign up first.\n")
  })

  it("refuses what is not an e-mail (exit 2) and a database URL it cannot use (exit 1)", async () => {
    const bad = await allez(freshDataDir(), "admin", "grant", "not-an-email", "--lang", "en")
    expect(bad.code).toBe(2)
    expect(bad.stderr).toBe("Error: “not-an-email” is not an e-mail address.\n")
    const url = await allezProcess(["admin", "grant", "a@allez.test", "--lang", "en"], { DATABASE_URL: "postgres://db" })
    expect(url.code).toBe(1)
    expect(url.stderr).toBe("Error: DATABASE_URL must be unset (SQLite in DATA_DIR) or a mongodb:// URL, not “postgres://db”.\n")
  })
})

describe("the packs folder and the admin area stay in step", { timeout: 240_000 }, () => {
  it("keeps an admin edit through the server's start-up loading, and an export of it imports back unchanged", async () => {
    const dataDir = freshDataDir()
    expect((await allez(dataDir, "packs", "import", pinned)).code).toBe(0)
    const edited = { fr: "Grimpe en imitant un animal", en: "Climb like an animal" }
    await inStore(
      dataDir,
      Effect.gen(function* () {
        yield* Effect.orDie(
          (yield* UserRepository).create({
            ...newProfile({
              id: UserId.make("boss"),
              email: "boss@allez.test",
              displayName: "Boss",
              preferredLanguage: "en",
              isSocial: false,
              now: new Date()
            }),
            roles: ["admin"]
          })
        )
        const admin = yield* AdminChallenges
        yield* Effect.orDie(
          admin.updateChallenge(
            ChallengeId.make("kids-001"),
            { expectedVersion: "1.0.0", text: edited },
            { userId: UserId.make("boss"), email: "boss@allez.test", via: "admin-area" }
          )
        )
      })
    )

    const server = await startServerProcess({ DATA_DIR: dataDir, PACKS_DIR: pinnedPacksDir, UNSAFE_TEST_USER_HEADER: "x-test-user" })
    onTestFinished(() => void (server.child.exitCode === null && server.child.signalCode === null && server.child.kill("SIGKILL")))
    try {
      const started = server.output()
      expect(started).toContain(`"id":"kids","version":"1.0.0","file":"${pinned}/kids/pack.json","outcome":"kept-newer","previous":"1.0.1"`)
      const read = await fetch(`${server.url}/api/admin/challenges/kids-001`, { headers: { "x-test-user": "boss" } })
      expect(read.status).toBe(200)
      expect(((await read.json()) as { challenge: { challenge: { text: unknown }; pack: { version: string } } }).challenge).toMatchObject({
        challenge: { text: edited },
        pack: { version: "1.0.1" }
      })
    } finally {
      server.child.kill("SIGTERM")
      expect(await server.exited).toBe(0)
    }

    const exported = join(work, `round-trip-${dirs}`)
    expect((await allez(dataDir, "packs", "export", "kids", "--out", join(exported, "kids", "pack.json"))).code).toBe(0)
    const again = await allez(dataDir, "packs", "import", exported, "--lang", "en")
    expect(again.code).toBe(0)
    expect(again.stdout.split("\n")[0]).toBe("kids 1.0.1: unchanged")
    const stored = await inStore(
      dataDir,
      Effect.flatMap(PackRepository, (packs) => packs.get(PackId.make("kids")))
    )
    expect(stored.challenges[0]?.text).toEqual(edited)
    const diverged = packFolder(join(work, `diverged-${dirs}`), "kids", (pack) => {
      pack.version = "1.0.1"
    })
    const differs = await allez(dataDir, "packs", "import", diverged, "--lang", "en")
    expect(differs.stdout.split("\n")[0]).toBe(
      "kids 1.0.1: unchanged, but the stored pack differs from this file (edited in the admin area?): export it with “allez packs export kids”, or raise the file's version"
    )
    const original = await allez(dataDir, "packs", "import", `${pinned}/kids`, "--lang", "en")
    expect(original.stdout.split("\n")[0]).toBe("kids 1.0.0: kept the newer stored version 1.0.1")
  })
})
