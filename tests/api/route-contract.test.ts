import { readdirSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiRoutes } from "#contract/routes.ts"
import { startTestApi, type TestApi } from "#tests/support/test-api.ts"

/** A route's key as the contract writes it: `METHOD /api/path`. */
const routeKey = /^(GET|POST|PUT|PATCH|DELETE) \/api\//

/** Every route declared in any module of contract/ (routes.ts, and any resource's own module): the keys of its exported tables. */
const declaredRoutes = async (): Promise<Set<string>> => {
  const folder = fileURLToPath(new URL("../../contract/", import.meta.url))
  const modules = readdirSync(folder).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  const keys = new Set<string>()
  for (const file of modules) {
    const exported: Record<string, unknown> = await import(/* @vite-ignore */ pathToFileURL(join(folder, file)).href)
    for (const value of Object.values(exported)) {
      if (typeof value === "object" && value !== null) for (const key of Object.keys(value)) if (routeKey.test(key)) keys.add(key)
    }
  }
  return keys
}

/** What the app serves outside the JSON contract: its files, pages and metrics, not API routes. */
const outsideTheApi = (path: string) => !path.startsWith("/api/")

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ name: "route-contract" })
})
afterAll(() => api.close())

describe("the HTTP contract (contract/routes.ts)", () => {
  it("declares every route the app serves under /api, and the app serves every route routes.ts declares", async () => {
    const served = new Set(
      api.routes
        // `ALL` entries are middleware (`app.use`), not routes.
        .filter((route) => route.method !== "ALL" && !outsideTheApi(route.path))
        .map((route) => `${route.method} ${route.path.replace(/\/$/, "")}`)
    )
    const declared = await declaredRoutes()
    expect([...served].filter((route) => !declared.has(route)).sort(), "served but not declared").toEqual([])
    // The reverse for routes.ts' own table; a resource's module may declare routes its server adds in a later step.
    expect(
      Object.keys(apiRoutes)
        .filter((route) => !served.has(route))
        .sort(),
      "declared but not served"
    ).toEqual([])
  })
})
