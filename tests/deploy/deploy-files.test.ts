import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { maxPhotoBytes } from "#core/photos/profile-photo.ts"

/**
 * The deployment files, checked without a Docker daemon (none runs here): compose.yaml parsed as
 * compose reads it, the Dockerfile's stages, the Caddyfile's limits, and the README that explains them.
 */
const root = fileURLToPath(new URL("../..", import.meta.url))
const read = (path: string) => readFileSync(join(root, path), "utf8")

interface Service {
  readonly image?: string
  readonly build?: unknown
  readonly command?: ReadonlyArray<string>
  readonly environment?: Readonly<Record<string, string>>
  readonly depends_on?: Readonly<Record<string, { readonly condition: string }>>
  readonly healthcheck?: { readonly test: ReadonlyArray<string> }
  readonly ports?: ReadonlyArray<string>
  readonly volumes?: ReadonlyArray<string>
  readonly stop_grace_period?: string
}
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Readonly<Record<string, Service>>; volumes: Readonly<Record<string, unknown>> }
const services = compose.services
const appNames = Object.keys(services).filter((name) => /^app\d+$/.test(name))
const apps = appNames.map((name) => [name, services[name] as Service] as const)
const deployReadme = read("deploy/README.md")

/** Seconds in a compose duration ("15s", "1m30s"). */
const secondsOf = (duration: string): number =>
  [...duration.matchAll(/(\d+)(m|s)/g)].reduce((total, [, value, unit]) => total + Number(value) * (unit === "m" ? 60 : 1), 0)

describe("compose.yaml", () => {
  it("runs a MongoDB replica set that initiates itself, two app servers or more, and Caddy in front", () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(["mongo", "caddy"]))
    expect(appNames.length).toBeGreaterThanOrEqual(2)
    const mongo = services.mongo as Service
    expect(mongo.command).toEqual(expect.arrayContaining(["--replSet", "rs0"]))
    const check = (mongo.healthcheck?.test ?? []).join(" ")
    // Idempotent: initiate only when rs.status() says there is no replica set yet; healthy once primary.
    expect(check).toMatch(/try \{ rs\.status\(\) \} catch \(e\) \{ rs\.initiate\(\{ _id: 'rs0'/)
    expect(check).toContain("isWritablePrimary")
    expect(mongo.volumes?.some((volume) => volume.endsWith(":/data/db"))).toBe(true)
    expect(mongo.ports).toBeUndefined()
  })

  it("gives every app server the same store, public address and proxy settings, waits for MongoDB, and checks readiness", () => {
    for (const [name, app] of apps) {
      const env = app.environment ?? {}
      expect(app.build, name).toBe(".")
      expect(app.depends_on?.mongo?.condition, name).toBe("service_healthy")
      expect(env.PUBLIC_URL, name).toMatch(/^\$\{PUBLIC_URL:\?/)
      const url = new URL(env.DATABASE_URL ?? "")
      expect(url.protocol).toBe("mongodb:")
      expect(url.host).toBe("mongo:27017")
      expect(url.searchParams.get("replicaSet")).toBe("rs0")
      expect(env.TRUST_PROXY, name).toBe("1")
      expect(app.healthcheck?.test.join(" "), name).toContain("/api/ready")
      // Nothing reaches a server but through the proxy; metrics stay on the private network.
      expect(app.ports, name).toBeUndefined()
      expect(env.METRICS_PORT, name).toMatch(/^\d+$/)
      // Docker waits longer than the server's own graceful stop before it kills.
      expect(secondsOf(app.stop_grace_period ?? "10s")).toBeGreaterThan(Number(env.SHUTDOWN_GRACE_MS ?? 10_000) / 1000)
    }
    const [first, ...others] = apps.map(([, app]) => JSON.stringify(app))
    for (const other of others) expect(other).toBe(first)
  })

  it("hard-codes no secret: every key, password and token comes from .env", () => {
    const secretLike = /SECRET|PASSWORD|TOKEN|_KEY$|SMTP_URL/
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (secretLike.test(key)) expect(value, `${name}.${key}`).toMatch(new RegExp(`^\\$\\{${key}:[-?]`))
      }
    }
    expect(read("compose.yaml")).not.toMatch(/sk_(live|test)_|whsec_|:\/\/[^/\s:@]+:[^/\s@]+@/)
    expect(read(".gitignore")).toMatch(/^\.env$/m)
    expect(read(".dockerignore")).toMatch(/^\.env$/m)
  })

  it("puts Caddy in front of every app server once they are ready, with the Caddyfile this repository ships", () => {
    const caddy = services.caddy as Service
    for (const name of appNames) expect(caddy.depends_on?.[name]?.condition).toBe("service_healthy")
    expect(caddy.ports).toEqual(expect.arrayContaining(["80:80", "443:443"]))
    const mounted = caddy.volumes?.find((volume) => volume.endsWith(":/etc/caddy/Caddyfile:ro"))?.split(":")[0] ?? ""
    expect(existsSync(join(root, mounted))).toBe(true)
    expect((caddy.environment?.APP_UPSTREAMS ?? "").split(" ").sort()).toEqual(appNames.map((name) => `${name}:8080`).sort())
    expect(caddy.environment?.SITE_ADDRESS).toMatch(/^\$\{SITE_ADDRESS:\?/)
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(["mongo-data", "caddy-data"]))
  })

  it("documents every variable it sets, and deploy/env.example lists every one it reads from .env", () => {
    const fromEnvFile = new Set<string>()
    for (const service of Object.values(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        expect(deployReadme, key).toContain(`\`${key}\``)
        for (const [, name] of String(value).matchAll(/\$\{(\w+)/g)) fromEnvFile.add(name as string)
      }
    }
    const example = read("deploy/env.example")
    for (const name of fromEnvFile) expect(example, name).toMatch(new RegExp(`^${name}=`, "m"))
  })
})

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile")
  const stages = dockerfile.split(/^FROM /m).slice(1)
  const runtime = stages.at(-1) ?? ""

  it("builds in stages and ships a runtime stage with production dependencies only, as a non-root user", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3)
    expect(dockerfile).toMatch(/npm install --no-audit --no-fund\n[\s\S]*RUN npm run build/)
    expect(dockerfile).toMatch(/AS production-dependencies\nRUN npm install --omit=dev/)
    expect(runtime).toContain("COPY --from=production-dependencies /app/node_modules ./node_modules")
    expect(runtime).not.toMatch(/npm (install|ci)|apt-get install/)
    const user = /^USER (\S+)$/m.exec(runtime)?.[1]
    expect(user).toBeDefined()
    expect(["root", "0"]).not.toContain(user)
  })

  it("runs the compiled server with plain node, checks /api/health, and stops on SIGTERM", () => {
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/server\.js"\]$/m)
    expect(runtime).not.toContain("tsx")
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m)
    expect(runtime).toMatch(/^STOPSIGNAL SIGTERM$/m)
    for (const copied of ["./dist", "./web/dist", "./packs", "./package.json"]) expect(runtime).toContain(copied)
    expect(JSON.parse(read("package.json")).scripts["start:prod"]).toContain("dist/server.js")
  })

  it("sends no local dependency, build output, data or secret into the build context", () => {
    const ignored = read(".dockerignore").split("\n")
    for (const entry of ["node_modules", "dist", "data", ".env", "*.sqlite", ".git"]) expect(ignored).toContain(entry)
  })
})

describe("Caddyfile", () => {
  const caddyfile = read("deploy/Caddyfile")

  it("balances over the app servers on their readiness, streams live events, and hides /metrics", () => {
    const directives = caddyfile.split("\n").filter((line) => !line.trim().startsWith("#"))
    expect(caddyfile).toMatch(/reverse_proxy \{\$APP_UPSTREAMS\} \{/)
    expect(caddyfile).toMatch(/health_uri \/api\/ready/)
    expect(caddyfile).toMatch(/flush_interval -1/)
    expect(directives.join("\n")).not.toMatch(/^\s*encode\b/m)
    expect(caddyfile).toMatch(/@metrics path \/metrics \/metrics\/\*\n\s*respond @metrics 404/)
    // X-Forwarded-For is replaced by the client's address (no trusted proxies), the one hop TRUST_PROXY=1 reads.
    expect(directives.join("\n")).not.toMatch(/trusted_proxies|header_up X-Forwarded-For/)
  })

  it("refuses bodies larger than the largest the app takes (a profile photo and its form)", () => {
    const megabytes = Number(/max_size (\d+)MB/.exec(caddyfile)?.[1])
    expect(megabytes * 1_000_000).toBeGreaterThan(maxPhotoBytes + 16 * 1024)
    expect(megabytes).toBeLessThanOrEqual(10)
  })
})
