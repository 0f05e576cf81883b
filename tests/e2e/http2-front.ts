import { spawnSync } from "node:child_process"
import { createHash, X509Certificate } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { request as http1Request } from "node:http"
import { createSecureServer } from "node:http2"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** Headers that belong to one hop, never passed on (RFC 9110 §7.6.1), and HTTP/1.1's own that HTTP/2 refuses. */
const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te"])

const passedOn = (headers: NodeJS.Dict<string | Array<string>>): Record<string, string | Array<string>> => {
  const kept: Record<string, string | Array<string>> = {}
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !name.startsWith(":") && !hopByHop.has(name)) kept[name] = value
  return kept
}

/**
 * An HTTP/2 front with TLS for an HTTP/1.1 server on loopback, as the deploy's Caddy is
 * (deploy/Caddyfile): each request goes on to the server with its Host (Caddy keeps it), each answer
 * comes back as it streams (live events included). For the benches, which measure pages as players
 * reach them; not a proxy to deploy. Port 0 takes a free one: the port it listens on comes back.
 */
export const startHttp2Front = (options: { readonly port: number; readonly upstreamPort: number; readonly key: string; readonly cert: string }) =>
  new Promise<{ readonly port: number; readonly close: () => void }>((resolve, reject) => {
    const server = createSecureServer({ key: options.key, cert: options.cert, allowHTTP1: true }, (request, response) => {
      const headers = passedOn(request.headers)
      headers.host = request.headers[":authority"] ?? request.headers.host ?? `127.0.0.1:${options.port}`
      const upstream = http1Request({ host: "127.0.0.1", port: options.upstreamPort, method: request.method, path: request.url, headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers))
        answer.pipe(response)
      })
      upstream.on("error", () => {
        if (!response.headersSent) response.writeHead(502)
        response.end()
      })
      // A page that goes away before its answer ends (a live stream it leaves) lets the server's answer go too.
      response.on("close", () => {
        if (!response.writableEnded) upstream.destroy()
      })
      request.pipe(upstream)
    })
    server.once("error", reject)
    server.listen(options.port, "127.0.0.1", () => resolve({ port: (server.address() as AddressInfo).port, close: () => server.close() }))
  })

export interface LoopbackCertificate {
  readonly key: string
  readonly cert: string
  /** The SHA-256 of its public key (base64), which Chromium's `--ignore-certificate-errors-spki-list` takes. */
  readonly publicKeyHash: string
}

/** A certificate for 127.0.0.1, valid two days, made by openssl (its files removed at once); throws without openssl. */
export const loopbackCertificate = (): LoopbackCertificate => {
  const folder = mkdtempSync(join(tmpdir(), "allez-tls-"))
  try {
    const [keyFile, certFile] = [join(folder, "key.pem"), join(folder, "cert.pem")]
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        keyFile,
        "-out",
        certFile
      ],
      { stdio: "ignore" }
    )
    if (made.status !== 0) throw new Error(`openssl could not make a certificate (${made.error?.message ?? `exit ${made.status}`})`)
    const cert = readFileSync(certFile, "utf8")
    const publicKey = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" })
    return { key: readFileSync(keyFile, "utf8"), cert, publicKeyHash: createHash("sha256").update(publicKey).digest("base64") }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
