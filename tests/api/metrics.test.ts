import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { UserId } from "#core/domain/ids.ts"
import { GamePlay } from "#core/game/game-play.ts"
import { GameRepository } from "#core/ports/game-repository.ts"
import { Mailer } from "#core/ports/mailer.ts"
import { StoreStatus } from "#core/ports/store-status.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { patience } from "#tests/support/patience.ts"
import { countMails, makeApiMetrics } from "../../api/metrics.ts"
import { makePack, makePlayers } from "../support/game-fixtures.ts"
import { startTestApi, type TestApi } from "../support/test-api.ts"

const token = "s3cret-metrics-token-of-32-chars!"
let api: TestApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

/** The app with metrics, a mailer that fails on the mails whose text says so, and a user header. */
const start = async (metricsToken: string) => {
  let runtime: TestApi["runtime"] | undefined
  const metrics = makeApiMetrics({
    gamesInPlay: async () => (runtime === undefined ? 0 : runtime.runPromise(Effect.flatMap(StoreStatus, (store) => store.gamesInPlay))),
    log: () => undefined
  })
  const failing = Layer.succeed(Mailer, { send: (mail) => (mail.text.includes("FAIL") ? Effect.die(new Error("the mail server refused")) : Effect.void) })
  const started = await startTestApi({
    name: "allez-metrics",
    userHeader: "x-test-user",
    heartbeatSeconds: 1,
    config: () => ({ mailer: countMails(failing, metrics) }),
    operations: { metrics, metricsToken }
  })
  runtime = started.runtime
  api = started
  return started
}

const scrape = async (started: TestApi, bearer = token) => {
  const response = await started.fetch("/metrics", { headers: { authorization: `Bearer ${bearer}` } })
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() }
}

/** The value of one series in the Prometheus text, or undefined when it is absent. */
const seriesValue = (text: string, series: string): number | undefined => {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe("metrics on the app's port (METRICS_TOKEN)", () => {
  it("answers only the bearer of the token: 401 without it or with another, the Prometheus text with it", async () => {
    const started = await start(token)
    expect((await started.fetch("/metrics")).status).toBe(401)
    expect((await scrape(started, "not-the-token")).status).toBe(401)
    expect((await scrape(started, token.slice(0, -1))).status).toBe(401)
    const answer = await scrape(started)
    expect(answer.status).toBe(200)
    expect(answer.type).toContain("text/plain")
    expect(answer.text).toContain("# TYPE allez_http_requests_total counter")
    expect(answer.text).toContain("allez_process_cpu_seconds_total")
  })

  it("answers 404 on the app's port when no token is set, like any unknown address", async () => {
    const started = await start("")
    const response = await started.fetch("/metrics", { headers: { authorization: "Bearer " } })
    expect(response.status).toBe(404)
    expect((await response.json()).error.code).toBe("route-not-found")
  })

  it("counts requests and latency by route pattern, never by raw path, and unknown addresses as 'unmatched'", async () => {
    const started = await start(token)
    await started.fetch("/api/health")
    for (const id of ["g-1", "g-2", "g-3"]) await started.fetch(`/api/games/${id}`, { headers: { "x-test-user": "nobody" } })
    for (const path of ["/api/wp-admin", "/api/x/../etc/passwd", "/api/a-made-up-path-1"]) await started.fetch(path)
    await started.fetch("/api/health", { method: "BREW" })
    const { text } = await scrape(started)
    expect(seriesValue(text, 'allez_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(1)
    expect(text).toMatch(/allez_http_requests_total\{method="GET",route="\/api\/games\/:id",status="\d{3}"\} 3/)
    expect(seriesValue(text, 'allez_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(3)
    expect(text).toMatch(/allez_http_request_duration_seconds_count\{method="GET",route="\/api\/games\/:id"\} 3/)
    expect(text).toContain('method="OTHER"')
    for (const raw of ["g-1", "wp-admin", "passwd", "made-up", "BREW"]) expect(text).not.toContain(raw)
  })

  it("counts open live streams, games in play from the store, and mails sent and failed", async () => {
    const started = await start(token)
    await started.runtime.runPromise(
      Effect.flatMap(UserRepository, (users) =>
        Effect.orDie(
          users.create(
            newProfile({ id: UserId.make("zoe"), email: "zoe@allez.test", displayName: "Zoé", preferredLanguage: "en", isSocial: false, now: new Date() })
          )
        )
      )
    )
    const before = await scrape(started)
    expect(seriesValue(before.text, "allez_games_in_play")).toBe(0)
    expect(seriesValue(before.text, "allez_live_streams")).toBe(0)
    expect(seriesValue(before.text, 'allez_mails_total{outcome="sent"}')).toBe(0)

    const { id } = await started.runtime.runPromise(
      Effect.gen(function* () {
        const play = yield* GamePlay
        const game = yield* Effect.orDie(
          play.start({ owner: UserId.make("zoe"), players: makePlayers(3), packs: [makePack("base", 96)], disabledCategories: [] })
        )
        yield* Effect.orDie((yield* GameRepository).create(game))
        return game
      })
    )
    const closing = new AbortController()
    const stream = await started.fetch(`/api/games/${id}/events`, { headers: { "x-test-user": "zoe" }, signal: closing.signal })
    const reader = stream.body?.getReader()
    await reader?.read()

    const contact = (message: string) =>
      started.fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Zoé", email: "zoe@grimpe.fr", subject: "Salut", message })
      })
    expect((await contact("Bravo")).status).toBe(201)
    expect((await contact("Bravo")).status).toBe(201)
    expect((await contact("FAIL please")).status).toBe(500)

    const during = await scrape(started)
    expect(seriesValue(during.text, "allez_games_in_play")).toBe(1)
    expect(seriesValue(during.text, "allez_live_streams")).toBe(1)
    expect(seriesValue(during.text, 'allez_mails_total{outcome="sent"}')).toBe(2)
    expect(seriesValue(during.text, 'allez_mails_total{outcome="failed"}')).toBe(1)

    closing.abort()
    await reader?.cancel().catch(() => undefined)
    await expect.poll(async () => seriesValue((await scrape(started)).text, "allez_live_streams"), patience).toBe(0)
  })
})
