/**
 * bench:live's client: a worker process (plain JavaScript, started with `node -e`) that opens the
 * live streams it is handed with node:http (no keep-alive pool limit, one socket per stream), reads
 * their Server-Sent Events and notes when each versioned event arrived. Its parent drives it over
 * IPC: `open` (the streams, a hundred opening at a time), `arrivals` (what arrived since the last
 * ask), `close` (every stream ended; the ones the server had ended before are counted as dropped).
 */
export const liveClientSource = `
import http from "node:http"
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
const now = () => performance.timeOrigin + performance.now()
const open = []
let arrivals = []
let dropped = 0
let isClosing = false

const openOne = (port, stream) =>
  new Promise((resolve) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: stream.path, agent, headers: { accept: "text/event-stream", "x-forwarded-for": stream.address } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume()
          resolve(String(response.statusCode))
          return
        }
        response.setEncoding("utf8")
        let pending = ""
        response.on("data", (text) => {
          pending += text
          let end = pending.indexOf("\\n\\n")
          while (end >= 0) {
            const block = pending.slice(0, end)
            pending = pending.slice(end + 2)
            end = pending.indexOf("\\n\\n")
            const id = /^id: (\\d+)$/m.exec(block)
            if (id !== null) arrivals.push(stream.index, Number(id[1]), now())
          }
        })
        response.on("close", () => {
          if (!isClosing) dropped++
        })
        open.push(request)
        resolve("ok")
      }
    )
    request.on("error", (error) => resolve(error.code ?? "error"))
  })

process.on("message", async (message) => {
  if (message.type === "open") {
    isClosing = false
    const outcomes = {}
    for (let start = 0; start < message.streams.length; start += 100) {
      const batch = await Promise.all(message.streams.slice(start, start + 100).map((stream) => openOne(message.port, stream)))
      for (const outcome of batch) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
    }
    process.send({ type: "opened", outcomes })
  } else if (message.type === "arrivals") {
    process.send({ type: "arrivals", arrivals, dropped })
    arrivals = []
  } else if (message.type === "close") {
    isClosing = true
    for (const request of open.splice(0)) request.destroy()
    process.send({ type: "closed", dropped })
    dropped = 0
  }
})
process.send({ type: "ready" })
`
