import { execFile } from "node:child_process"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, describe, expect, it, onTestFinished } from "vitest"
import { startServerProcess } from "./server-process.ts"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
// One folder below the root, as dist/ is, so the compiled defaults (packs/, web/dist) resolve as in production.
const outDir = mkdtempSync(join(root, "dist-test-"))
const dataDir = mkdtempSync(join(tmpdir(), "allez-prod-"))
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe("the production build (npm run build's server half)", () => {
  it("compiles the server to JavaScript that plain node serves: health, readiness, the web app, metrics on their own port only", async () => {
    const built = await promisify(execFile)(process.execPath, ["scripts/build-server.mjs"], { cwd: root, env: { ...process.env, SERVER_DIST: outDir } })
    expect(built.stdout).toContain("server built")
    const files = readdirSync(outDir, { recursive: true }).map(String)
    expect(files).toEqual(expect.arrayContaining(["server.js", "allez.js"]))
    // Nothing left for a TypeScript loader: no .ts module and no #core/#adapters import to resolve at run time.
    for (const file of files.filter((name) => name.endsWith(".js"))) {
      const code = readFileSync(join(outDir, file), "utf8")
      expect(code).not.toMatch(/from\s*"#(core|adapters)\//)
      expect(code).not.toMatch(/from\s*"[^"]+\.tsx?"/)
    }
    // A worker thread started by URL finds its file beside the compiled code that names it: without it, the
    // SQLite checkpoint worker failed to start and every write checkpointed inline, with nothing said.
    const workerUrls = files
      .filter((name) => name.endsWith(".js"))
      .flatMap((file) =>
        [...readFileSync(join(outDir, file), "utf8").matchAll(/new URL\("\.\/([\w-]+\.mjs)", import\.meta\.url\)/g)].map((match) =>
          join(dirname(file), match[1] ?? "")
        )
      )
    expect(workerUrls.map((file) => basename(file))).toContain("sqlite-checkpoint-worker.mjs")
    for (const file of workerUrls) expect(files, `${file}, which the compiled code starts as a worker`).toContain(file)

    const webRoot = join(dataDir, "web")
    mkdirSync(webRoot)
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Allez!</title><p>the built app")
    const server = await startServerProcess(
      { DATA_DIR: dataDir, WEB_DIST: webRoot, METRICS_PORT: "0", NODE_OPTIONS: "" },
      { script: join(outDir, "server.js") }
    )
    onTestFinished(() => void (server.child.exitCode === null && server.child.signalCode === null && server.child.kill("SIGKILL")))

    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: "ok" })
    expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ status: "ready" })
    // The packs came from the repository's packs/ by default.
    const catalog = (await (await fetch(`${server.url}/api/catalog`)).json()) as ReadonlyArray<{ id: string }> | { packs: ReadonlyArray<{ id: string }> }
    expect(JSON.stringify(catalog)).toContain('"base"')
    expect(await (await fetch(`${server.url}/rules`)).text()).toContain("the built app")
    // Never public: the app's port has no /metrics without METRICS_TOKEN (not even the web app's page).
    const publicMetrics = await fetch(`${server.url}/metrics`)
    expect(publicMetrics.status).toBe(404)
    expect(await publicMetrics.text()).not.toContain("allez_")

    const metricsUrl = /metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.output())?.[1]
    expect(metricsUrl).toBeDefined()
    const scraped = await (await fetch(metricsUrl as string)).text()
    expect(scraped).toMatch(/allez_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/)
    expect(scraped).toContain("allez_games_in_play 0")

    server.child.kill("SIGTERM")
    expect(await server.exited).toBe(0)
  })

  it("refuses to start on a METRICS_PORT that is not a port number, saying why, with exit code 78", async () => {
    await expect(startServerProcess({ DATA_DIR: dataDir, METRICS_PORT: "nine" })).rejects.toThrow(
      /exited \(78\) before listening:[\s\S]*"refusing to start","reason":"METRICS_PORT must be a port number, not \\"nine\\""/
    )
  })
})
