import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { patience } from "#tests/support/patience.ts"
import { startTestServer, type TestServer, testUserHeader } from "../api/api-harness.ts"
import { openRawConnection } from "../support/raw-connection.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * A client that hangs up in the middle of its upload is the client's doing: logged as such (499,
 * the status proxies use for it), never as the server's failure with a stack, so nobody can set off
 * the operator's 5xx alerts by closing connections.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ socket: true })
  await server.addUser("ana")
})
afterAll(() => server.close())

it("logs an upload cut off by its client as the client's, with no stack and no 5xx", async () => {
  const port = Number(new URL(server.url).port)
  const before = server.logs.length
  for (let upload = 0; upload < 3; upload++) {
    const connection = await openRawConnection(port)
    const head = [
      "POST /api/me/photo HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      `Origin: ${server.url}`,
      `${testUserHeader}: ana`,
      "Content-Type: multipart/form-data; boundary=x",
      "Content-Length: 1000000",
      "",
      ""
    ].join("\r\n")
    connection.socket.write(`${head}--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`)
    connection.socket.write(Buffer.alloc(20_000, 0xff))
    // Hang up with 980 KB still to come: the server has the head and part of the body, and is reading it.
    connection.socket.destroy()
    await connection.closed
  }
  await vi.waitFor(() => expect(server.logs.slice(before).filter((line) => line.path === "/api/me/photo" && line.msg === "request")).toHaveLength(3), patience)
  const lines = server.logs.slice(before).filter((line) => line.path === "/api/me/photo")
  expect(lines.filter((line) => line.msg === "unexpected failure")).toEqual([])
  expect(lines.filter((line) => "stack" in line && line.stack !== undefined)).toEqual([])
  expect(lines.filter((line) => line.msg === "request").map((line) => line.status)).toEqual([499, 499, 499])
  expect(lines.filter((line) => line.msg === "client closed the request")).toHaveLength(3)
})
