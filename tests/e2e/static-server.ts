/**
 * Serves the built web app (web/dist) the way the API server will: static files, SPA fallback for
 * page navigations, the same security headers and CSP, and JSON 404s under /api (no API yet).
 * `PORT=4180 npx tsx tests/e2e/static-server.ts`
 *
 * Test hook: `POST /__e2e__/new-version` makes /sw.js differ by one comment from then on, as a new
 * deployment would, so a browser test can see the update prompt.
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { extname, join, normalize } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("../../web/dist/", import.meta.url))
const port = Number(process.env.PORT ?? 4180)

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2"
}

const securityHeaders = {
  "Content-Security-Policy": "default-src 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "SAMEORIGIN"
}

/** How long a file may be cached: hashed assets forever, the worker and the shell never. */
const cacheControl = (path: string) =>
  path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache"

let workerRevision = 0

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost")
  if (url.pathname === "/__e2e__/new-version" && request.method === "POST") {
    workerRevision += 1
    response.writeHead(204)
    response.end()
    return
  }
  if (url.pathname === "/sw.js" && workerRevision > 0) {
    response.writeHead(200, { "Content-Type": types[".js"], "Cache-Control": "no-cache", ...securityHeaders })
    response.end(`${readFileSync(join(root, "sw.js"), "utf8")}\n// deployment ${workerRevision}\n`)
    return
  }
  if (url.pathname.startsWith("/api/")) {
    response.writeHead(404, { "Content-Type": "application/json", ...securityHeaders })
    response.end(JSON.stringify({ error: { code: "route-not-found", message: `No route ${url.pathname}` } }))
    return
  }
  const safe = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, "")
  let file = join(root, safe)
  const isFile = existsSync(file) && statSync(file).isFile()
  if (!isFile) {
    if (extname(safe) !== "") {
      response.writeHead(404, { "Content-Type": "text/plain", ...securityHeaders })
      response.end("Not found")
      return
    }
    file = join(root, "index.html")
  }
  const path = isFile ? safe : "/index.html"
  response.writeHead(200, {
    "Content-Type": types[extname(file)] ?? "application/octet-stream",
    "Cache-Control": cacheControl(path),
    ...securityHeaders
  })
  createReadStream(file).pipe(response)
}).listen(port, "127.0.0.1", () => console.log(`web/dist on http://127.0.0.1:${port}`))
