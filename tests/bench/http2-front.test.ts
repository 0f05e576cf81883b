import { once } from "node:events"
import { createServer, type IncomingMessage, type Server } from "node:http"
import { connect } from "node:http2"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { loopbackCertificate, startHttp2Front } from "../e2e/http2-front.ts"

const certificate = loopbackCertificate()
const closing: Array<() => void> = []
afterEach(() => {
  for (const close of closing.splice(0)) close()
})

/** A plain HTTP/1.1 server on a free port, closed after the test. */
const upstream = async (handle: Parameters<typeof createServer>[1]): Promise<number> => {
  const server: Server = createServer(handle)
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  closing.push(() => server.close())
  return (server.address() as AddressInfo).port
}

/** The front on a free port, closed after the test. */
const front = async (upstreamPort: number): Promise<number> => {
  const started = await startHttp2Front({ port: 0, upstreamPort, key: certificate.key, cert: certificate.cert })
  closing.push(started.close)
  return started.port
}

/** An HTTP/2 client that trusts the certificate, as the benches' browser does. */
const client = (port: number) => {
  const session = connect(`https://127.0.0.1:${port}`, { ca: certificate.cert })
  closing.push(() => session.close())
  return session
}

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  let body = ""
  for await (const chunk of request) body += String(chunk)
  return body
}

describe("the benches' HTTP/2 front", () => {
  it("passes a request on with its method, path, body and host, and its answer back over HTTP/2", async () => {
    const seen: Array<{ method?: string; url?: string; host?: string; version: string; body: string }> = []
    const port = await front(
      await upstream(async (request, response) => {
        seen.push({ method: request.method, url: request.url, host: request.headers.host, version: request.httpVersion, body: await bodyOf(request) })
        response.writeHead(201, { "Content-Type": "application/json", "X-Answer": "yes", Connection: "keep-alive" })
        response.end('{"ok":true}')
      })
    )
    const stream = client(port).request({ ":method": "POST", ":path": "/api/things?x=1", "content-type": "application/json" })
    stream.end('{"name":"Prise"}')
    const [headers] = (await once(stream, "response")) as [Record<string, string | number>]
    let answer = ""
    stream.on("data", (chunk) => {
      answer += String(chunk)
    })
    await once(stream, "end")

    expect(seen).toEqual([{ method: "POST", url: "/api/things?x=1", host: `127.0.0.1:${port}`, version: "1.1", body: '{"name":"Prise"}' }])
    expect(headers[":status"]).toBe(201)
    expect(headers["x-answer"]).toBe("yes")
    expect(headers.connection).toBeUndefined()
    expect(answer).toBe('{"ok":true}')
  })

  it("hands a streamed answer on as it comes, and lets it go when the page leaves", async () => {
    let finish: () => void = () => undefined
    let left: Promise<unknown> = Promise.resolve()
    const port = await front(
      await upstream((_request, response) => {
        response.writeHead(200, { "Content-Type": "text/event-stream" })
        response.write("data: first\n\n")
        finish = () => response.write("data: second\n\n")
        left = once(response, "close")
      })
    )
    const stream = client(port).request({ ":path": "/api/live" })
    const [first] = (await once(stream, "data")) as [Buffer]
    expect(String(first)).toBe("data: first\n\n")
    finish()
    const [second] = (await once(stream, "data")) as [Buffer]
    expect(String(second)).toBe("data: second\n\n")
    stream.close()
    await left
  })

  it("answers 502 when the server behind it is not there", async () => {
    const gone = await upstream(() => undefined)
    closing.pop()?.()
    const stream = client(await front(gone)).request({ ":path": "/" })
    stream.end()
    const [headers] = (await once(stream, "response")) as [Record<string, string | number>]
    expect(headers[":status"]).toBe(502)
  })
})
