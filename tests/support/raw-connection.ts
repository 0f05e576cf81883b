import { connect, type Socket } from "node:net"

/** A raw TCP connection to a test server: the socket, what it received so far, and when the server closed it. */
export interface RawConnection {
  readonly socket: Socket
  readonly received: () => string
  readonly closed: Promise<void>
}

/** Opens a raw connection to `port` on loopback, for tests whose subject is the socket itself. */
export const openRawConnection = (port: number) =>
  new Promise<RawConnection>((resolve, reject) => {
    let text = ""
    const socket = connect(port, "127.0.0.1")
    const closed = new Promise<void>((done) => socket.once("close", () => done()))
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1")
    })
    socket.on("error", () => undefined)
    socket.once("connect", () => resolve({ socket, received: () => text, closed }))
    socket.once("error", reject)
  })

/** How many responses (status lines) a connection has received. */
export const responsesOn = (connection: RawConnection): ReadonlyArray<string> => connection.received().match(/HTTP\/1\.1 \d{3}/g) ?? []
