import { existsSync, readFileSync } from "node:fs"
import { extname, join } from "node:path"
import { serveStatic } from "@hono/node-server/serve-static"
import { Hono } from "hono"
import type { ApiEnv } from "../api-env.ts"

/** Hashed build assets never change under their name; everything else is revalidated on each visit. */
const cacheControlFor = (path: string): string => (/[/\\]assets[/\\]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache")

const notBuilt = `<!doctype html><meta charset="utf-8"><title>Allez!</title>
<p>The web app is not built yet: run <code>npm run build:web</code> (or <code>npm start</code>, which builds it first).</p>`

/**
 * The built web app (web/dist): static files with their cache policy, and index.html for every
 * page address (the app routes in the browser). The service worker and the shell are never
 * cached by HTTP, so a new deployment reaches the update prompt on the next visit.
 */
export const webAppRoutes = (webRoot: string) => {
  const indexFile = join(webRoot, "index.html")
  const readIndex = (): string | undefined => (existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined)
  let index = readIndex()

  return new Hono<ApiEnv>()
    .use(
      "*",
      serveStatic({
        root: webRoot,
        // The build writes .br and .gz copies of its text assets (web/build/precompress.ts).
        precompressed: true,
        onFound: (path, c) => {
          c.header("Cache-Control", cacheControlFor(path))
        }
      })
    )
    .get("*", async (c, next) => {
      if (c.req.path.startsWith("/api/")) return next()
      if (extname(c.req.path) !== "") return c.text("Not found", 404, { "Cache-Control": "no-cache" })
      index ??= readIndex()
      c.header("Cache-Control", "no-cache")
      return c.html(index ?? notBuilt, index === undefined ? 503 : 200)
    })
}
