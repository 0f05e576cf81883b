/**
 * bench:api — loads the real server (api/main.ts on SQLite, in a child process) with autocannon
 * from this process, on the game-action route, beside its floor (below) measured in the same run,
 * at 100 connections: the server's CPU per action, p99 latency and throughput side by side, and
 * each ratio next to its aim (issue 40: at most 2× the floor's CPU and p99, at least half its
 * throughput). A bare Hono hello-world, the client's own ceiling and two servers on one file follow.
 * Usage: npm run bench:api [-- --seconds 10 --connections 100 --rounds 2 --quick --profile <dir>]
 * (--rounds: how many times the floor and the action are each measured, in alternating order, so a
 * change of the machine's load falls on both; --quick: those rounds only; --profile writes the
 * server's CPU profile of those rounds to <dir>, for Chrome DevTools, and prints its own time by
 * function and by module, mapped to the sources; BENCH_NODE_ARGS adds flags to the server's node
 * otherwise, e.g. --perf-basic-prof for Linux `perf`, whose samples are CPU time where the
 * profile's are wall-clock time).
 *
 * The action route is loaded for real: every request is a write that reads the game, checks its
 * version, runs the engine, stores the next version with the version check and publishes it.
 * Each connection is a user signed in as in production (a session cookie, its session read on every
 * request) and acts on a game of its own with the version the last answer gave, so no request
 * is refused as stale. The actions alternate start-timer / stop-timer on a revealed challenge:
 * turns would finish a game after 20 actions, while the timer pair runs forever through the same
 * path (version check, engine, update, publish). Requests are not pipelined (a write needs the
 * version of the previous answer), so each connection has one request in flight.
 *
 * The floor: the same load against a bare Hono server that does only what any server storing each
 * action must do: read the body, read the game's row, check its version, write the next state with
 * the version check in one SQLite transaction, and answer that state (the same JSON, so the same
 * size) with the real action's headers. It runs on a copy of the real server's SQLite file (the
 * same tables, indexes and rows), opened with the app's pragmas (WAL, synchronous NORMAL, busy
 * timeout, foreign keys, secure delete), with no session, no Schema, no engine, no log, no metrics.
 *
 * Then the same load is split over two server processes on the same SQLite file (a second server
 * beside the first, as a zero-downtime restart or two processes on one host run), driven by this
 * one client at once, and their total is printed next to the one process of the same run.
 *
 * Client and server share the machine, so the bench also says who was busy (CPU of the server and
 * of this process during each run, the server's CPU per request) and measures the client's own
 * ceiling: the same action load against a stub that answers at once with a stored game.
 * The server runs as production runs it: compiled (scripts/build-server.mjs, into dist-bench/) and
 * started with the Dockerfile's node flags.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { createRequire, SourceMap } from "node:module"
import os, { tmpdir } from "node:os"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import Database from "better-sqlite3"
import { Effect, Layer } from "effect"
import { OsloSecretTokens } from "#adapters/crypto/oslo-secret-tokens.ts"
import { makeSqliteAuthLayer } from "#adapters/sqlite/sqlite-auth-repositories.ts"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { sessionLifetimeMs } from "#core/auth/auth-policy.ts"
import { UserId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { SecretTokens } from "#core/ports/secret-tokens.ts"
import { SessionRepository } from "#core/ports/session-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { sessionCookieName } from "../../api/auth/session-cookie.ts"
import { startServerProcess } from "../api/server-process.ts"
import { compileServer } from "../support/compiled-server.ts"
import { recordFigure } from "./figures.ts"
import { cpuMsOf, cpuOf } from "./process-figures.ts"

/** The part of autocannon's programmatic API used here (it ships no types). */
interface AutocannonRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
}
interface AutocannonOptions {
  /** Several URLs share the connections out between them. */
  url: string | ReadonlyArray<string>
  connections: number
  duration: number
  pipelining?: number
  headers?: Record<string, string>
  requests?: ReadonlyArray<{
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }>
}
interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  non2xx: number
  errors: number
  timeouts: number
}
const autocannon = createRequire(import.meta.url)("autocannon") as (options: AutocannonOptions) => Promise<AutocannonResult>

const option = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const seconds = option("seconds", 10)
const connections = option("connections", 100)
const rounds = option("rounds", 2)
/** Only the rounds of the floor and the action (no hello-world, client ceiling or two servers). */
const isQuick = process.argv.includes("--quick")

const helloSource = `
import { Hono } from "hono"
import { serve } from "@hono/node-server"
const app = new Hono().get("/", (c) => c.text("Hello Hono!"))
serve({ fetch: app.fetch, port: 0 }, (info) => console.log("Allez! listening on http://localhost:" + info.port))
`

/**
 * The client's own ceiling: a plain node:http server that answers every action at once with a
 * game as the real route would (the same headers, the version moved on, the timer toggled), so a
 * run against it shows how many actions per second this client can drive at all.
 */
const stubSource = `
import { createServer } from "node:http"
const { template, headers } = JSON.parse(process.env.STUB_ANSWER)
const server = createServer((req, res) => {
  let body = ""
  req.on("data", (chunk) => (body += chunk))
  req.on("end", () => {
    const { version, action } = JSON.parse(body)
    res.writeHead(200, headers)
    res.end(template.replace('"version":-1', '"version":' + (version + 1)).replace('"startedAt":null', action._tag === "start-timer" ? '"startedAt":1' : '"startedAt":null'))
  })
})
server.listen(0, () => console.log("Allez! listening on http://localhost:" + server.address().port))
`

/**
 * The floor: bare Hono on @hono/node-server and one better-sqlite3 connection to a copy of the real
 * server's SQLite file (FLOOR_FILE), opened with the app's pragmas (adapters/sqlite/sqlite-database.ts;
 * SQLite's own checkpoints), answering an action with what any server that stores it must do: read
 * the body, read the game's row, check its version, write the next state with the version check in
 * one transaction, and answer that state with the real action's headers (FLOOR_HEADERS).
 */
const floorSource = `
import { Hono } from "hono"
import { serve } from "@hono/node-server"
import Database from "better-sqlite3"
const headers = JSON.parse(process.env.FLOOR_HEADERS)
const db = new Database(process.env.FLOOR_FILE)
db.pragma("busy_timeout = 5000")
db.pragma("journal_mode = WAL")
db.pragma("synchronous = NORMAL")
db.pragma("foreign_keys = ON")
db.pragma("secure_delete = ON")
const select = db.prepare("SELECT doc FROM games WHERE id = ?")
const update = db.prepare("UPDATE games SET version = ?, doc = ? WHERE id = ? AND version = ?")
const act = db.transaction((id, version, tag) => {
  const row = select.get(id)
  if (row === undefined) return undefined
  const game = JSON.parse(row.doc)
  // A stale version gets the current state back, as the real route answers it.
  if (game.version !== version) return { status: 409, text: '{"error":{"code":"version-conflict"},"current":' + row.doc + "}" }
  game.version += 1
  game.turn.timer.startedAt = tag === "start-timer" ? Date.now() : null
  const text = JSON.stringify(game)
  update.run(game.version, text, id, version)
  return { status: 200, text }
})
const read = db.prepare("SELECT doc FROM games WHERE id = ?")
const app = new Hono().get("/api/games/:id", (c) => new Response(read.get(c.req.param("id"))?.doc ?? null, { headers })).post("/api/games/:id/actions", async (c) => {
  const { version, action } = JSON.parse(await c.req.text())
  const answer = act.immediate(c.req.param("id"), version, action._tag)
  return answer === undefined ? c.json({ error: "not found" }, 404) : new Response(answer.text, { status: answer.status, headers })
})
serve({ fetch: app.fetch, port: 0 }, (info) => console.log("Allez! listening on http://localhost:" + info.port))
// A profiled floor writes its profile when it exits.
process.on("SIGTERM", () => process.exit(0))
`

/** Runs `load` and says how busy the server and this process (the client) were meanwhile, in % of one core. */
const measured = async <A>(serverPid: number | undefined, load: () => Promise<A>) => {
  const started = performance.now()
  const server = cpuOf(serverPid)
  const client = process.cpuUsage()
  const result = await load()
  const elapsed = performance.now() - started
  const clientUsage = process.cpuUsage(client)
  const serverAfter = cpuOf(serverPid)
  const serverMs = serverAfter.user + serverAfter.system - server.user - server.system
  return {
    result,
    serverMs,
    serverSystemMs: serverAfter.system - server.system,
    serverCpu: (serverMs / elapsed) * 100,
    clientCpu: ((clientUsage.user + clientUsage.system) / 1000 / elapsed) * 100
  }
}

/** A server from source in a child process: the bare hello-world (Hono on @hono/node-server, nothing else) or the stub. */
const startChild = (source: string, env: Readonly<Record<string, string>> = {}, nodeArgs: ReadonlyArray<string> = []) =>
  new Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }>((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, "--input-type=module", "-e", source], {
      cwd: process.cwd(),
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"]
    })
    child.stdout.on("data", (chunk: Buffer) => {
      const port = /localhost:(\d+)/.exec(chunk.toString())?.[1]
      if (port !== undefined)
        resolve({
          url: `http://127.0.0.1:${port}`,
          pid: child.pid,
          // Once it has exited (and written its profile, if it keeps one).
          stop: () =>
            new Promise((stopped) => {
              child.once("exit", () => stopped())
              child.kill("SIGTERM")
            })
        })
    })
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)))
  })

/** The parts of a V8 CPU profile (.cpuprofile) read here. */
interface CpuProfile {
  readonly nodes: ReadonlyArray<{
    readonly id: number
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number }
    readonly children?: ReadonlyArray<number>
  }>
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

/** Where a profiled function is, as a path from the repository's root, through the source map of its file when it has one. */
const sourcePlaces = () => {
  const maps = new Map<string, SourceMap | undefined>()
  const mapOf = (file: string): SourceMap | undefined => {
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8"))))
      } catch {
        maps.set(file, undefined)
      }
    }
    return maps.get(file)
  }
  return (url: string, line: number, column: number): { readonly file: string; readonly line: number } => {
    if (!url.startsWith("file://")) return { file: url, line: line + 1 }
    const file = fileURLToPath(url)
    const entry = mapOf(file)?.findEntry(line, column)
    const place =
      entry !== undefined && "originalSource" in entry
        ? { file: resolve(dirname(file), entry.originalSource), line: entry.originalLine + 1 }
        : { file, line: line + 1 }
    return { file: relative(process.cwd(), place.file), line: place.line }
  }
}

/** The module a source file belongs to: its npm package, else the file itself (node's own modules by name). */
const moduleOf = (file: string): string => {
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  return inPackage?.[1] ?? (file === "" ? "(native: syscalls, GC, V8)" : file)
}

/**
 * The server's own time in its profile (the largest file in `dir` written since `since`, the main
 * thread's of this run: a folder given again keeps an earlier run's), idle time and start-up (module
 * loading) left out: the `count` functions and modules with the most, as shares of the busy time.
 */
const profileSummary = (dir: string, count: number, since: number) => {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".cpuprofile"))
    .map((file) => ({ path: join(dir, file), ...statSync(join(dir, file)) }))
    .filter((file) => file.mtimeMs >= since)
  const largest = files.sort((a, b) => b.size - a.size)[0]?.path
  if (largest === undefined) return undefined
  const profile = JSON.parse(readFileSync(largest, "utf8")) as CpuProfile
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  const isStartUp = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const url = nodes.get(at)?.callFrame.url ?? ""
      if (url.startsWith("node:internal/modules") || url.includes("/tsx/")) return true
    }
    return false
  }
  const placeOf = sourcePlaces()
  const byFunction = new Map<string, number>()
  const byModule = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, time: number) => map.set(key, (map.get(key) ?? 0) + time)
  let busy = 0
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id)
    const delta = profile.timeDeltas[index] ?? 0
    if (node === undefined || node.callFrame.functionName === "(idle)" || isStartUp(id)) return
    const { functionName, url, lineNumber, columnNumber } = node.callFrame
    const place = placeOf(url, lineNumber, columnNumber)
    add(byFunction, `${functionName === "" ? "(anonymous)" : functionName}${place.file === "" ? "" : ` ${place.file}:${place.line}`}`, delta)
    add(byModule, moduleOf(place.file), delta)
    busy += delta
  })
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => ({ name, share: (time / busy) * 100 }))
  return { file: largest, busyMs: busy / 1000, byFunction: top(byFunction), byModule: top(byModule) }
}

const dataDir = mkdtempSync(join(tmpdir(), "allez-bench-"))
const userIds = Array.from({ length: connections }, (_, i) => `bench-${i}`)
/**
 * Each user signed in as in production: a session stored under its token's hash, the token sent in
 * the session cookie, so every action also reads its session (api/auth/session-cookie.ts).
 */
const sessionTokens = new Map(
  userIds.map((id) => [
    id,
    Effect.runSync(
      Effect.provide(
        Effect.flatMap(SecretTokens, (secrets) => secrets.mint),
        OsloSecretTokens
      )
    )
  ])
)
const signedIn = (user: string): Record<string, string> => ({ cookie: `${sessionCookieName}=${sessionTokens.get(user)?.token}` })

console.log(`bench:api — ${connections} connections, ${seconds} s per run, SQLite in ${dataDir}`)
await Effect.runPromise(
  Effect.gen(function* () {
    const users = yield* UserRepository
    for (const id of userIds) {
      const profile = newProfile({ id: UserId.make(id), email: `${id}@bench.test`, displayName: id, preferredLanguage: "en", isSocial: false, now: new Date() })
      yield* users.create(profile)
      yield* users.update(profile.id, { disclaimerAccepted: true, disclaimerAcceptedDate: new Date().toISOString() })
      const now = Date.now()
      const tokenHash = sessionTokens.get(id)?.hash ?? ""
      yield* Effect.flatMap(SessionRepository, (sessions) =>
        sessions.create({ tokenHash, userId: profile.id, createdAt: now, expiresAt: now + sessionLifetimeMs })
      )
    }
  }).pipe(Effect.provide(Layer.merge(makeSqliteLayer(join(dataDir, "allez.sqlite")), makeSqliteAuthLayer(join(dataDir, "allez.sqlite")))))
)

const profileIndex = process.argv.indexOf("--profile")
const profileDir = profileIndex > 0 ? process.argv[profileIndex + 1] : undefined
/** When this run began: its profiles are the ones written after. */
const startedAt = Date.now()
// The server as production runs it: compiled, with the Dockerfile's flags (and the bench's own, if given).
const serverScript = join(fileURLToPath(new URL("../..", import.meta.url)), "dist-bench", "server.js")
compileServer(join(serverScript, ".."))
const productionArgs = ["--enable-source-maps"]
const extraArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter((arg) => arg !== "") ?? []
/** A server process on the bench's store; a loaded machine can take long to start one: the bench waits for it rather than failing. */
const startServer = (nodeArgs: ReadonlyArray<string> = [...productionArgs, ...extraArgs]) =>
  startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: 90_000, script: serverScript, nodeArgs })
let server = await startServer(profileDir === undefined ? undefined : [...productionArgs, "--cpu-prof", `--cpu-prof-dir=${profileDir}`])

/** The real action's answer headers (uncompressed, as autocannon asks), less those node:http sets itself. */
let actionHeaders: Record<string, string> = {}
const post = async (path: string, user: string, body: unknown): Promise<Game> => {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { ...signedIn(user), "content-type": "application/json", "accept-encoding": "identity" },
    body: JSON.stringify(body)
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  if (path.endsWith("/actions"))
    actionHeaders = Object.fromEntries(
      [...response.headers].filter(([name]) => !["content-length", "date", "connection", "keep-alive", "transfer-encoding"].includes(name))
    )
  return (await response.json()) as Game
}

/** Runs `task` on every item, ten at a time: a hundred set-up connections at once overflow a loaded machine's accept queue. */
const inBatches = async <A, B>(items: ReadonlyArray<A>, task: (item: A) => Promise<B>): Promise<Array<B>> => {
  const done: Array<B> = []
  for (let start = 0; start < items.length; start += 10) done.push(...(await Promise.all(items.slice(start, start + 10).map(task))))
  return done
}

/** One game per connection, its challenge revealed, ready for timer actions. */
const games = await inBatches(userIds, async (user) => {
  const created = await post("/api/games", user, {
    players: [
      { name: "Ana", difficulty: "6A", avatar: "01-green-yellow" },
      { name: "Ben", difficulty: "5+", avatar: "02-blue-red" }
    ],
    packs: ["base"]
  })
  const revealed = await post(`/api/games/${created.id}/actions`, user, { version: created.version, action: { _tag: "confirm-route" } })
  return { id: revealed.id, user, version: revealed.version, isRunning: false }
})
type PooledGame = (typeof games)[number]

// The floor's store: a copy of the real one as it stands now (its tables, indexes and these games), and its own pool of the games.
const floorFile = join(dataDir, "floor.sqlite")
const source = new Database(join(dataDir, "allez.sqlite"), { readonly: true })
source.prepare("VACUUM INTO ?").run(floorFile)
source.close()
const floorGames: ReadonlyArray<PooledGame> = games.map((game) => ({ ...game }))
const floorProfileDir = profileDir === undefined ? undefined : join(profileDir, "floor")
const floor = await startChild(
  floorSource,
  { FLOOR_FILE: floorFile, FLOOR_HEADERS: JSON.stringify(actionHeaders) },
  floorProfileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${floorProfileDir}`]
)

/**
 * The action route: each request takes an idle game from the pool and gives it back with its new
 * version. Every run starts with all games idle: a run's last requests are cut off without their
 * answers, and a stale version is caught up from the 409's current state.
 */
const gameActions = (duration: number, url = server.url, subset: ReadonlyArray<PooledGame> = games) => {
  const pool = [...subset]
  let next = 0
  let stale = 0
  const refusedStatuses = new Map<number, number>()
  const result = autocannon({
    url,
    connections: subset.length,
    duration,
    requests: [
      {
        setupRequest: (request, context) => {
          const game = pool.pop() ?? (subset[next++ % subset.length] as PooledGame)
          context.game = game
          return {
            ...request,
            method: "POST",
            path: `/api/games/${game.id}/actions`,
            headers: { ...signedIn(game.user), "content-type": "application/json" },
            body: JSON.stringify({ version: game.version, action: { _tag: game.isRunning ? "stop-timer" : "start-timer" } })
          }
        },
        onResponse: (status, body, context) => {
          const game = context.game as PooledGame
          const answer = JSON.parse(body) as Game | { current?: Game }
          const next = "version" in answer ? answer : answer.current
          if (status !== 200) {
            stale++
            refusedStatuses.set(status, (refusedStatuses.get(status) ?? 0) + 1)
          }
          if (next !== undefined) {
            game.version = next.version
            game.isRunning = next.turn.timer.startedAt !== null
          }
          pool.push(game)
        }
      }
    ]
  })
  return result.then((value) => ({ ...value, stale, refusedStatuses: [...refusedStatuses].map(([status, count]) => `${count}× ${status}`).join(", ") }))
}
const floorActions = (duration: number) => gameActions(duration, floor.url, floorGames)

/**
 * Reads every game back, so the measured run starts from the versions the server holds: again
 * while a read finds a version moved on (the last run's requests that the client cut off are
 * still being answered).
 */
const resync = async (url = server.url, subset: ReadonlyArray<PooledGame> = games) => {
  for (let attempt = 0; attempt < 10; attempt++) {
    const moved = await inBatches(subset, async (game) => {
      const current = (await (
        await fetch(`${url}/api/games/${game.id}`, { headers: { ...signedIn(game.user), "accept-encoding": "identity" } })
      ).json()) as Game
      const hasMoved = game.version !== current.version
      game.version = current.version
      game.isRunning = current.turn.timer.startedAt !== null
      return hasMoved
    })
    if (!moved.includes(true)) return
  }
}

/** The server's CPU per request in µs, and the part of it spent in the kernel. */
const perRequest = (run: { serverMs: number; serverSystemMs: number }, result: AutocannonResult) =>
  result.requests.total > 0 ? { total: (run.serverMs * 1000) / result.requests.total, system: (run.serverSystemMs * 1000) / result.requests.total } : undefined
const µs = (cpu: { total: number; system: number } | undefined) =>
  cpu === undefined ? "n/a" : `${cpu.total.toFixed(0)} µs (kernel ${cpu.system.toFixed(0)} µs)`
const busy = (run: { serverCpu: number; clientCpu: number }) => `server ${run.serverCpu.toFixed(0)}%, client ${run.clientCpu.toFixed(0)}%`
const row = (name: string, result: AutocannonResult) =>
  `${name.padEnd(34)}${result.requests.average.toFixed(0).padStart(10)} req/s${String(result.latency.p99).padStart(8)} ms p99${String(result.latency.p50).padStart(7)} ms p50   non-2xx ${result.non2xx}, errors ${result.errors}`
const loadNow = () => os.loadavg()[0]?.toFixed(1) ?? "?"

// The floor and the action, each warmed up (JIT, SQLite page cache), then measured in turn, round
// after round, in alternating order: a change of the machine's load falls on both.
console.log(`\nthe action beside its floor (${rounds} rounds of ${seconds} s each, ${os.availableParallelism()} cores shared with the client):`)
// As long as a round each: two seconds left the action's first round at half its speed (the JIT had
// not yet compiled the Effect runtime's paths) and charged that to the action, where a server that
// has run for a minute no longer pays it.
await floorActions(seconds)
await gameActions(seconds)
type Measured = Awaited<ReturnType<typeof measured<Awaited<ReturnType<typeof gameActions>>>>>
const floorRuns: Array<Measured> = []
const gameRuns: Array<Measured> = []
for (let round = 0; round < rounds; round++) {
  const measureFloor = async () => {
    await resync(floor.url, floorGames)
    floorRuns.push(await measured(floor.pid, () => floorActions(seconds)))
  }
  const measureGame = async () => {
    await resync()
    gameRuns.push(await measured(server.child.pid, () => gameActions(seconds)))
  }
  const loadBefore = loadNow()
  if (round % 2 === 0) {
    await measureFloor()
    await measureGame()
  } else {
    await measureGame()
    await measureFloor()
  }
  const [floorRun, gameRun] = [floorRuns[round] as Measured, gameRuns[round] as Measured]
  console.log(`round ${round + 1} (load average ${loadBefore} → ${loadNow()}):`)
  console.log(`  ${row("floor (bare Hono + SQLite)", floorRun.result)}   CPU ${µs(perRequest(floorRun, floorRun.result))}/action; ${busy(floorRun)}`)
  console.log(`  ${row("game action (POST …/actions)", gameRun.result)}   CPU ${µs(perRequest(gameRun, gameRun.result))}/action; ${busy(gameRun)}`)
}
await floor.stop()
if (profileDir !== undefined) {
  // The profile covers the single server's runs only: it stops here and writes it, and a fresh server on
  // the same store serves the rest, so the two servers' waits on each other's writes stay out of it.
  server.child.kill("SIGTERM")
  await server.exited
  server = await startServer()
}

/** A figure over the rounds: the server's CPU per action over all their actions; throughput and p99 averaged. */
const pooled = (runs: ReadonlyArray<Measured>) => {
  const actions = runs.reduce((total, run) => total + run.result.requests.total, 0)
  const serverMs = runs.reduce((total, run) => total + run.serverMs, 0)
  const mean = (of: (run: Measured) => number) => runs.reduce((total, run) => total + of(run), 0) / runs.length
  return {
    cpu: actions === 0 ? Number.NaN : (serverMs * 1000) / actions,
    throughput: mean((run) => run.result.requests.average),
    p99: mean((run) => run.result.latency.p99),
    stale: runs.reduce((total, run) => total + run.result.stale, 0)
  }
}
const [floorFigures, gameFigures] = [pooled(floorRuns), pooled(gameRuns)]
const cpuRatio = gameFigures.cpu / floorFigures.cpu
const p99Ratio = gameFigures.p99 / Math.max(1, floorFigures.p99)
const throughputRatio = gameFigures.throughput / floorFigures.throughput
// The aims (issue 40): ratios to the floor measured in this same run, since absolute figures move with the machine.
const aims = [
  {
    name: "server CPU per action",
    value: `${gameFigures.cpu.toFixed(0)} µs against ${floorFigures.cpu.toFixed(0)} µs = ${cpuRatio.toFixed(2)}×`,
    aim: "≤ 2× the floor's",
    isMet: cpuRatio <= 2
  },
  {
    name: `p99 at ${connections} connections`,
    value: `${gameFigures.p99.toFixed(0)} ms against ${floorFigures.p99.toFixed(0)} ms = ${p99Ratio.toFixed(2)}×`,
    aim: "≤ 2× the floor's",
    isMet: p99Ratio <= 2
  },
  {
    name: "throughput",
    value: `${gameFigures.throughput.toFixed(0)} against ${floorFigures.throughput.toFixed(0)} actions/s = ${(throughputRatio * 100).toFixed(0)}%`,
    aim: "≥ 50% of the floor's",
    isMet: throughputRatio >= 0.5
  }
]
for (const [name, value, reference, unit, aim, isMet, better] of [
  ["server CPU per action", gameFigures.cpu, floorFigures.cpu, "µs", "≤ 2× the floor's", cpuRatio <= 2, "lower"],
  ["p99 at 100 connections", gameFigures.p99, floorFigures.p99, "ms", "≤ 2× the floor's", p99Ratio <= 2, "lower"],
  ["throughput", gameFigures.throughput, floorFigures.throughput, "actions/s", "≥ 50% of the floor's", throughputRatio >= 0.5, "higher"]
] as const)
  recordFigure({ bench: "api", name, value, reference, unit, aim, isMet, better })
console.log(`\nthe action against its floor, over the ${rounds} rounds (load average now ${loadNow()}):`)
for (const aim of aims) console.log(`  ${aim.name.padEnd(28)}${aim.value.padEnd(52)} aim ${aim.aim}   ${aim.isMet ? "met" : "NOT MET"}`)
console.log(`  ${gameFigures.stale} actions refused as stale, floor ${floorFigures.stale} (should be 0)`)
if (connections !== 100) console.log(`  (measured at ${connections} connections, not the 100 the aims are set for)`)

if (!isQuick) {
  const hello = await startChild(helloSource)
  await autocannon({ url: hello.url, connections, duration: 2 })
  const helloRun = await measured(hello.pid, () => autocannon({ url: hello.url, connections, duration: seconds }))
  await hello.stop()
  const helloCpu = perRequest(helloRun, helloRun.result)

  // Scale-out on one machine: a second server process on the same SQLite file, each taking half the
  // connections (and half the games, so no request is stale), both driven by this one client at once.
  const second = await startServer()
  const half = Math.floor(games.length / 2)
  const [gamesOnFirst, gamesOnSecond] = [games.slice(0, half), games.slice(half)]
  const bothServers = () => Promise.all([gameActions(seconds, server.url, gamesOnFirst), gameActions(seconds, second.url, gamesOnSecond)])
  await resync()
  await Promise.all([gameActions(2, server.url, gamesOnFirst), gameActions(2, second.url, gamesOnSecond)])
  await resync()
  const pairStarted = performance.now()
  const pairCpuBefore = cpuMsOf(server.child.pid) + cpuMsOf(second.child.pid)
  const pairResults = await bothServers()
  const pairCpu = ((cpuMsOf(server.child.pid) + cpuMsOf(second.child.pid) - pairCpuBefore) / (performance.now() - pairStarted)) * 100
  second.child.kill("SIGTERM")
  await second.exited
  const pairTotal = pairResults.reduce((total, result) => total + result.requests.average, 0)
  const pairStale = pairResults.reduce((total, result) => total + result.stale, 0)

  // The client's ceiling: a stub answering every action at once with a game as the real route would.
  const sample = await fetch(`${server.url}/api/games/${games[0]?.id}`, { headers: { ...signedIn(games[0]?.user ?? ""), "accept-encoding": "identity" } })
  const sampleGame = (await sample.json()) as Game
  const stub = await startChild(stubSource, {
    STUB_ANSWER: JSON.stringify({
      template: JSON.stringify({ ...sampleGame, version: -1, turn: { ...sampleGame.turn, timer: { startedAt: null, elapsedMs: 0 } } }),
      headers: actionHeaders
    })
  })
  await gameActions(2, stub.url)
  const stubRun = await measured(stub.pid, () => gameActions(seconds, stub.url))
  await stub.stop()

  console.log("")
  console.log(
    `${row("bare Hono hello-world (GET /)", helloRun.result)}   CPU ${µs(helloCpu)}/request; ${busy(helloRun)}; ` +
      `the floor costs ${(floorFigures.cpu / (helloCpu?.total ?? Number.NaN)).toFixed(1)}× its CPU, the action ${(gameFigures.cpu / (helloCpu?.total ?? Number.NaN)).toFixed(1)}×`
  )
  console.log(
    `client ceiling on the game route (a stub answering at once): ${stubRun.result.requests.average.toFixed(0)} req/s with the client at ${stubRun.clientCpu.toFixed(0)}% ` +
      `(stub ${stubRun.serverCpu.toFixed(0)}%): no server can score more here`
  )
  console.log(
    `two server processes on one SQLite store (${gamesOnFirst.length} + ${gamesOnSecond.length} connections, same client): ` +
      `${pairTotal.toFixed(0)} req/s (${pairResults.map((result) => result.requests.average.toFixed(0)).join(" + ")}), ` +
      `p99 ${Math.max(...pairResults.map((result) => result.latency.p99))} ms, servers' CPU ${pairCpu.toFixed(0)}% of one core, ${pairStale} refused` +
      (pairStale > 0
        ? ` (${pairResults
            .map((result) => result.refusedStatuses)
            .filter((text) => text !== "")
            .join(", ")})`
        : "")
  )
  console.log(
    `  next to one process in this run: ${gameFigures.throughput.toFixed(0)} req/s → ×${(pairTotal / gameFigures.throughput).toFixed(2)} ` +
      `(${os.availableParallelism()} cores shared with the client: a second process can only add what the cores left idle)`
  )
}

server.child.kill("SIGTERM")
await server.exited
rmSync(dataDir, { recursive: true, force: true })

if (profileDir !== undefined && floorProfileDir !== undefined) {
  for (const [name, dir, actions] of [
    ["the server", profileDir, gameRuns],
    ["the floor", floorProfileDir, floorRuns]
  ] as const) {
    const summary = profileSummary(dir, 15, startedAt)
    if (summary === undefined) continue
    // Per action: the profile's busy time (set-up and warm-up included) over the actions measured, an upper bound.
    const measuredActions = actions.reduce((total, run) => total + run.result.requests.total, 0)
    console.log(
      `\nwhere ${name}'s time goes (${summary.file}: the rounds, their warm-up and set-up, start-up excluded; ` +
        `${(summary.busyMs / 1000).toFixed(1)} s busy, at most ${((summary.busyMs * 1000) / Math.max(1, measuredActions)).toFixed(0)} µs of wall-clock time per action; own time):`
    )
    console.log("  by function:")
    for (const entry of summary.byFunction) console.log(`  ${entry.share.toFixed(1).padStart(6)}%  ${entry.name}`)
    console.log("  by module:")
    for (const entry of summary.byModule) console.log(`  ${entry.share.toFixed(1).padStart(6)}%  ${entry.name}`)
  }
}
process.exit(aims.every((aim) => aim.isMet) && gameFigures.stale === 0 ? 0 : 1)
