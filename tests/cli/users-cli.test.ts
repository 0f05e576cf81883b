import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PassThrough } from "node:stream"
import { Effect, Layer } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { makeSqliteAuthLayer } from "#adapters/sqlite/sqlite-auth-repositories.ts"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { PackId, UserId } from "#core/domain/ids.ts"
import { CredentialRepository } from "#core/ports/credential-repository.ts"
import { PaymentRepository } from "#core/ports/payment-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { waitUntil } from "#tests/support/patience.ts"
import { runOn } from "../../cli/main.ts"
import { decodeQuotedPrintable } from "../auth/mime-text.ts"
import { allez as allezIn } from "./run-allez.ts"

const work = mkdtempSync(join(tmpdir(), "allez-users-cli-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))
let dirs = 0

/** A data folder with two accounts in its SQLite file: Zoé (a pack, a payment) and Ben (an admin). */
const seededDataDir = async () => {
  const dataDir = join(work, `data-${++dirs}`)
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, "allez.sqlite")
  const now = new Date("2026-11-01T10:00:00Z")
  await Effect.runPromise(
    Effect.gen(function* () {
      const users = yield* UserRepository
      const zoe = { ...newProfile({ id: UserId.make("u-zoe"), email: "zoe@grimpe.fr", displayName: "Zoé", preferredLanguage: "fr", isSocial: false, now }) }
      yield* users.create({ ...zoe, packs: [PackId.make("party-night")] })
      yield* users.create({
        ...newProfile({ id: UserId.make("u-ben"), email: "ben@grimpe.fr", displayName: "Ben", preferredLanguage: "en", isSocial: false, now }),
        roles: ["admin"]
      })
      yield* (yield* CredentialRepository).put({ userId: zoe.id, passwordHash: "$argon2id$zoe", emailVerified: true })
      yield* (yield* PaymentRepository).add(zoe.id, { id: "cs_zoe", createdAt: now.toISOString(), items: [{ price: { product: "prod_party" } }] })
    }).pipe(Effect.provide(Layer.merge(makeSqliteLayer(file), makeSqliteAuthLayer(file))))
  )
  return dataDir
}

const allez = (dataDir: string, ...args: Array<string>) => allezIn(args, { DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "" })

/** `allez …args` with a terminal on stdin that types `answer`. */
const allezTyping = async (dataDir: string, answer: string, ...args: Array<string>) => {
  const input = new PassThrough()
  const stdin = Object.assign(input, { isTTY: true }) as unknown as NodeJS.ReadStream
  const out: Array<string> = []
  const stream = Object.create(process.stdout, {
    isTTY: { value: false },
    write: { value: (chunk: string) => out.push(String(chunk)) > 0 }
  }) as NodeJS.WriteStream
  const running = runOn(["node", "allez", ...args], {
    stdin,
    stdout: stream,
    stderr: stream,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", ALLEZ_LANG: "" }
  })
  // The question comes once the account was read: answer it then.
  await waitUntil(() => out.join("").includes("e-mail"))
  input.write(`${answer}\n`)
  return { code: await running, output: out.join("") }
}

const outbox = (dataDir: string) => {
  const dir = join(dataDir, "outbox")
  return readdirSync(dir).map((name) => readFileSync(join(dir, name), "utf8"))
}

describe("allez users export", () => {
  it("prints the account's data as the settings page's JSON, and writes it to a file only its owner can read", async () => {
    const dataDir = await seededDataDir()
    const printed = await allez(dataDir, "users", "export", "ZOE@grimpe.fr")
    expect(printed.code).toBe(0)
    const data = JSON.parse(printed.stdout) as { format: string; profile: { email: string; packs: Array<string> }; payments: Array<{ id: string }> }
    expect(data).toMatchObject({ format: "allez-personal-data", profile: { email: "zoe@grimpe.fr", packs: ["party-night"] }, payments: [{ id: "cs_zoe" }] })
    expect(printed.stdout).not.toContain("argon2")

    const out = join(dataDir, "exports", "zoe.json")
    const written = await allez(dataDir, "users", "export", "zoe@grimpe.fr", "--out", out, "--lang", "en")
    expect(written).toMatchObject({ code: 0, stderr: "" })
    expect(written.stdout).toContain(`The data of zoe@grimpe.fr written to ${out}`)
    expect(JSON.parse(readFileSync(out, "utf8"))).toMatchObject({ profile: { email: "zoe@grimpe.fr" } })
    expect(statSync(out).mode & 0o777).toBe(0o600)
  })

  it("says so when no account uses the address, or when it is not an address", async () => {
    const dataDir = await seededDataDir()
    expect(await allez(dataDir, "users", "export", "nobody@grimpe.fr", "--lang", "en")).toMatchObject({
      code: 1,
      stdout: "",
      stderr: "Error: No account uses the e-mail nobody@grimpe.fr.\n"
    })
    expect((await allez(dataDir, "users", "export", "not-an-address")).code).toBe(2)
  })
})

describe("allez users delete", () => {
  it("deletes with --yes through the same use case: the account is gone, the payment kept, a mail in the outbox", async () => {
    const dataDir = await seededDataDir()
    const run = await allez(dataDir, "users", "delete", "zoe@grimpe.fr", "--yes", "--lang", "en")
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("✓ The account zoe@grimpe.fr was deleted")
    expect(
      outbox(dataDir).some(
        (mail) => mail.includes("To: zoe@grimpe.fr") && decodeQuotedPrintable(mail).includes("le compte Allez! zoe@grimpe.fr a été supprimé")
      )
    ).toBe(true)
    expect((await allez(dataDir, "users", "export", "zoe@grimpe.fr")).code).toBe(1)
    // Ben, untouched.
    expect(JSON.parse((await allez(dataDir, "users", "export", "ben@grimpe.fr")).stdout)).toMatchObject({ profile: { displayName: "Ben", roles: ["admin"] } })
    const file = readFileSync(join(dataDir, "allez.sqlite"))
    expect(file.includes("zoe@grimpe.fr")).toBe(false)
    expect(file.includes("cs_zoe")).toBe(true)
  })

  it("asks on a terminal, says what will be lost, and deletes nothing unless the e-mail is typed again", async () => {
    const dataDir = await seededDataDir()
    const refused = await allezTyping(dataDir, "yes", "users", "delete", "zoe@grimpe.fr", "--lang", "en")
    expect(refused.code).toBe(1)
    expect(refused.output).toContain("its packs (party-night)")
    expect(refused.output).toContain("Nothing was deleted.")
    expect((await allez(dataDir, "users", "export", "zoe@grimpe.fr")).code).toBe(0)

    const confirmed = await allezTyping(dataDir, "Zoe@Grimpe.fr", "users", "delete", "zoe@grimpe.fr", "--lang", "en")
    expect(confirmed.code).toBe(0)
    expect((await allez(dataDir, "users", "export", "zoe@grimpe.fr")).code).toBe(1)
  })

  it("refuses without --yes when nobody can be asked, and refuses the last admin", async () => {
    const dataDir = await seededDataDir()
    const unasked = await allez(dataDir, "users", "delete", "zoe@grimpe.fr", "--lang", "en")
    expect(unasked).toMatchObject({ code: 2, stdout: "" })
    expect(unasked.stderr).toContain("add --yes")
    expect((await allez(dataDir, "users", "export", "zoe@grimpe.fr")).code).toBe(0)

    const admin = await allez(dataDir, "users", "delete", "ben@grimpe.fr", "--yes", "--lang", "en")
    expect(admin).toMatchObject({ code: 1, stderr: "Error: You are the last admin: give the admin role to someone else before deleting your account.\n" })
    expect((await allez(dataDir, "users", "export", "ben@grimpe.fr")).code).toBe(0)
  })
})
