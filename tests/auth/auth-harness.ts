import type { AddressInfo } from "node:net"
import { Effect } from "effect"
import { SMTPServer } from "smtp-server"
import { makeAltchaHumanCheck } from "#adapters/altcha/altcha-human-check.ts"
import { makeSmtpMailer } from "#adapters/mail/mail-layer.ts"
import type { ProviderConfig } from "#adapters/oauth/oauth-providers.ts"
import { AdminUsers } from "#core/admin/admin-users.ts"
import { Accounts } from "#core/auth/accounts.ts"
import { UserId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { GamePlay } from "#core/game/game-play.ts"
import type { OAuthProvider } from "#core/ports/credential-repository.ts"
import { GameRepository } from "#core/ports/game-repository.ts"
import type { HumanCheckAction } from "#core/ports/human-check.ts"
import type { LogLine } from "../../api/api-env.ts"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { accountLinks } from "../../api/auth/links.ts"
import { sessionCookieName } from "../../api/auth/session-cookie.ts"
import type { FullApiRuntime } from "../../api/runtime.ts"
import { makePack, makePlayers } from "../support/game-fixtures.ts"
import { humanCheckedAuthRequests, solvedProof } from "../support/human-check.ts"
import { waitUntil } from "../support/patience.ts"
import { startTestApi } from "../support/test-api.ts"
import { decodeQuotedPrintable } from "./mime-text.ts"

/** One e-mail as the SMTP server received it. */
export interface ReceivedMail {
  readonly from: string
  readonly to: ReadonlyArray<string>
  readonly raw: string
}

/** A client of the app with its own cookie jar, like one browser. */
export interface Browser {
  readonly cookies: Map<string, string>
  readonly request: (path: string, init?: RequestInit & { readonly json?: unknown }) => Promise<Response>
}

export interface AuthTestServer {
  readonly url: string
  readonly dataDir: string
  readonly runtime: FullApiRuntime
  /** Starts a game owned by `owner` straight through the core (3 players, one 96-challenge pack). */
  readonly addGame: (owner: string) => Promise<Game>
  readonly mails: Array<ReceivedMail>
  readonly logs: Array<LogLine>
  /**
   * A new browser. Like the web app, it solves the human check that sign-up, sign-in and the
   * forgot-password request ask for before sending them (unless the request carries its own
   * `x-human-check` header); `{ solvesHumanChecks: false }` sends them bare, as a script would.
   */
  readonly browser: (options?: { readonly solvesHumanChecks?: boolean }) => Browser
  /** The mails sent to `address` so far. */
  readonly mailsTo: (address: string) => ReadonlyArray<ReceivedMail>
  /** Waits for the n-th mail to `address` and returns the first link in it that starts with `prefix`. */
  readonly linkSentTo: (address: string, prefix: string, nth?: number) => Promise<string>
  /** A solved human-check token for `action`, obtained as the widget would. */
  readonly solveHumanCheck: (browser: Browser, action: HumanCheckAction) => Promise<string>
  /** Opens a new e-mail account (language en) and returns a browser signed in to it. */
  readonly signUp: (email: string, password?: string) => Promise<Browser>
  /** Confirms the address as its owner would: the verification link of its first mail, posted from `browser`'s page. */
  readonly verifyEmail: (address: string, browser?: Browser) => Promise<void>
  /** Gives the admin role as `allez admin grant` does (the account's e-mail must be verified). */
  readonly grantAdmin: (email: string) => Promise<void>
  /** With `holdMails`: lets the mail server take the mails it holds, and every later one at once. */
  readonly releaseMails: () => void
  /** Stops the app, then the mail server; `whileStopping` runs once the app's runtime has begun to close. */
  readonly close: (whileStopping?: () => void) => Promise<void>
}

export const strongPassword = "Grimpe2024!"

const setCookiePairs = (response: Response): ReadonlyArray<readonly [string, string, boolean]> =>
  response.headers.getSetCookie().map((line) => {
    const [pair = ""] = line.split(";")
    const index = pair.indexOf("=")
    const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)
    return [pair.slice(0, index).trim(), pair.slice(index + 1).trim(), expired] as const
  })

/**
 * The real app, answered in process: SQLite in a temporary folder, Argon2id, ALTCHA (low cost),
 * files on disk, and a real SMTP server on 127.0.0.1 that keeps every message it receives.
 */
export const startAuthTestServer = async (
  options: {
    readonly providers?: Partial<Record<OAuthProvider, ProviderConfig>>
    /** The app's public address (PUBLIC_URL) when it is not the loopback one, e.g. https behind a proxy. */
    readonly publicUrl?: string
    /** TRUST_PROXY: the reverse proxies in front of the app; with 1 a test can be many addresses through X-Forwarded-For. */
    readonly trustProxy?: number
    /** How many contact and feedback mails the team gets a day (CONTACT_MAILS_PER_DAY). */
    readonly mailsPerDay?: number
    /** Seconds a live stream lasts before the browser reconnects. */
    readonly liveStreamSeconds?: number
    /** A mail server that takes no mail until `releaseMails`: each mail waits at its recipient. */
    readonly holdMails?: boolean
  } = {}
): Promise<AuthTestServer> => {
  const mails: Array<ReceivedMail> = []
  let held: Array<() => void> | undefined = options.holdMails === true ? [] : undefined
  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (held === undefined) callback()
      else held.push(() => callback())
    },
    onData(stream, session, callback) {
      const chunks: Array<Buffer> = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8")
        })
        callback()
      })
    }
  })
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()))
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const api = await startTestApi({
    name: "allez-auth",
    ...(options.publicUrl !== undefined && { publicUrl: options.publicUrl }),
    ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
    ...(options.liveStreamSeconds !== undefined && { liveStreamSeconds: options.liveStreamSeconds }),
    providers: options.providers ?? {},
    config: (url) => ({
      mailer: makeSmtpMailer({ host: "127.0.0.1", port: smtpPort, secure: false, ignoreTLS: true }),
      humanCheck: makeAltchaHumanCheck({ secret: "test-altcha-secret", cost: 10 }),
      accounts: { mailFrom: "no-reply@allez.test", ...accountLinks(options.publicUrl ?? url) },
      mailbox: { to: "team@allez.test", from: "no-reply@allez.test", ...(options.mailsPerDay !== undefined && { mailsPerDay: options.mailsPerDay }) }
    })
  })
  const { runtime, url } = api

  const browser = (browserOptions: { readonly solvesHumanChecks?: boolean } = {}): Browser => {
    const cookies = new Map<string, string>()
    const client: Browser = {
      cookies,
      request: async (path, init = {}) => {
        const { json, ...rest } = init
        const headers = new Headers(rest.headers)
        const action = humanCheckedAuthRequests[path]
        if (action !== undefined && browserOptions.solvesHumanChecks !== false && !headers.has(humanCheckHeader) && (rest.method ?? "GET") === "POST") {
          headers.set(humanCheckHeader, await solveHumanCheck(client, action))
        }
        if (cookies.size > 0) headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "))
        if (json !== undefined) headers.set("content-type", "application/json")
        if (!headers.has("origin") && (rest.method ?? "GET") !== "GET") headers.set("origin", url)
        const response = await api.fetch(path, { ...rest, headers, ...(json !== undefined && { body: JSON.stringify(json) }) })
        for (const [name, value, expired] of setCookiePairs(response)) {
          if (expired) cookies.delete(name)
          else cookies.set(name, value)
        }
        return response
      }
    }
    return client
  }

  const mailsTo = (address: string) => mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()))

  const linkSentTo = async (address: string, prefix: string, nth = 1) => {
    await waitUntil(() => mailsTo(address).length >= nth)
    const mail = mailsTo(address)[nth - 1]
    if (mail === undefined) throw new Error(`no mail #${nth} to ${address}`)
    const text = decodeQuotedPrintable(mail.raw)
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    const found = text.match(new RegExp(`${escaped}[A-Za-z0-9%=?&._-]*`))
    if (found === null) throw new Error(`no link ${prefix} in the mail to ${address}`)
    return found[0]
  }

  const solveHumanCheck = async (client: Browser, action: HumanCheckAction) => {
    const response = await client.request(`/api/human-check/challenge?action=${action}`)
    return solvedProof(await response.json())
  }

  // Accounts are opened through the core (the sign-up route's own rate limit would stop a test
  // needing many) and signed in; the browser then holds the session cookie as if it had signed in itself.
  const signUp = async (email: string, password = strongPassword) => {
    const client = browser()
    const opened = await runtime.runPromise(
      Effect.flatMap(Accounts, (accounts) => Effect.zipRight(accounts.register({ email, password, language: "en" }), accounts.signIn(email, password))).pipe(
        Effect.orDie
      )
    )
    client.cookies.set(sessionCookieName, opened.token)
    return client
  }

  const verifyEmail = async (address: string, client: Browser = browser()) => {
    const link = await linkSentTo(address, `${url}/auth/verify-email?token=`)
    const response = await client.request("/api/auth/verify", { method: "POST", json: { token: new URL(link).searchParams.get("token") } })
    if (response.status !== 200) throw new Error(`verifying ${address} answered ${response.status}: ${await response.text()}`)
  }

  const grantAdmin = (email: string) =>
    runtime.runPromise(Effect.asVoid(Effect.orDie(Effect.flatMap(AdminUsers, (admins) => admins.grant(email, { userId: null, email: null, via: "cli" })))))

  return {
    url,
    dataDir: api.dataDir,
    runtime,
    verifyEmail,
    grantAdmin,
    mails,
    logs: api.logs,
    browser,
    mailsTo,
    linkSentTo,
    solveHumanCheck,
    signUp,
    addGame: (owner) =>
      runtime.runPromise(
        Effect.gen(function* () {
          const play = yield* GamePlay
          const game = yield* Effect.orDie(
            play.start({ owner: UserId.make(owner), players: makePlayers(3), packs: [makePack("base", 96)], disabledCategories: [] })
          )
          yield* Effect.orDie((yield* GameRepository).create(game))
          return game
        })
      ),
    releaseMails: () => {
      const waiting = held ?? []
      held = undefined
      for (const accept of waiting) accept()
    },
    close: async (whileStopping) => {
      await api.close(whileStopping)
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  }
}

/** The error an API answer carries: its code and the message a person reads. */
export const errorOf = async (response: Response): Promise<{ readonly code: string; readonly message: string }> =>
  ((await response.json()) as { error: { code: string; message: string } }).error
