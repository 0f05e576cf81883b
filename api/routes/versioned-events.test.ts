import { describe, expect, it } from "vitest"
import { eventStream, maxUnreadBytes, versionedEvents } from "./versioned-events.ts"

const decoder = new TextDecoder()

/** Everything the client can read now, as text, and whether the stream has closed. */
const readAll = async (body: ReadableStream<Uint8Array>) => {
  const reader = body.getReader()
  let text = ""
  for (;;) {
    const next = await Promise.race([reader.read(), new Promise<"nothing yet">((resolve) => setImmediate(() => resolve("nothing yet")))])
    if (next === "nothing yet") return { text, isClosed: false }
    if (next.done) return { text, isClosed: true }
    text += decoder.decode(next.value)
  }
}

describe("a live stream's versioned states", () => {
  it("writes each state once, in order, never one older than the last written", async () => {
    const stream = eventStream()
    const events = versionedEvents<{ version: number; score: number }>(stream, "game")
    events.send({ version: 2, score: 10 })
    events.send({ version: 1, score: 0 })
    events.send({ version: 2, score: 10 })
    events.send({ version: 3, score: 35 })
    const { text } = await readAll(stream.body)
    expect(text).toBe('event: game\ndata: {"version":2,"score":10}\nid: 2\n\nevent: game\ndata: {"version":3,"score":35}\nid: 3\n\n')
  })

  it("sends the data `toEvent` makes of a state, the same block to every stream given that state", async () => {
    const state = { version: 7, screen: { title: "Soirée bloc" } }
    const first = eventStream()
    const second = eventStream()
    for (const stream of [first, second]) versionedEvents<typeof state>(stream, "screen", (each) => each.screen).send(state)
    const [a, b] = await Promise.all([readAll(first.body), readAll(second.body)])
    expect(a.text).toBe('event: screen\ndata: {"title":"Soirée bloc"}\nid: 7\n\n')
    expect(b.text).toBe(a.text)
  })

  it("still delivers what was queued when ended, then closes and takes nothing more", async () => {
    const stream = eventStream()
    stream.write("retry: 3000\n\n")
    stream.end()
    stream.write(": too late\n\n")
    await stream.ended
    expect(await readAll(stream.body)).toEqual({ text: "retry: 3000\n\n", isClosed: true })
  })

  it("lets go a client that leaves too much unread, which then reconnects to the state of the moment", async () => {
    let isCut = false
    const stream = eventStream(() => {
      isCut = true
    })
    const events = versionedEvents<{ version: number; padding: string }>(stream, "game")
    let isEnded = false
    void stream.ended.then(() => {
      isEnded = true
    })
    const padding = "x".repeat(4_000)
    let version = 0
    while (version * padding.length < maxUnreadBytes) events.send({ version: ++version, padding })
    await Promise.resolve()
    expect(isEnded, "not before the limit").toBe(false)
    expect(isCut).toBe(false)
    for (let more = 0; more < 10; more++) events.send({ version: ++version, padding })
    await Promise.resolve()
    expect(isEnded).toBe(true)
    expect(isCut, "its connection cut").toBe(true)
    const { text, isClosed } = await readAll(stream.body)
    expect(isClosed).toBe(true)
    expect(text.length).toBeLessThan(maxUnreadBytes + 40_000)
  })

  it("ends when the client goes away", async () => {
    const stream = eventStream()
    await stream.body.cancel()
    await stream.ended
    expect(() => stream.write("event: game\ndata: {}\n\n"), "a write after is let go").not.toThrow()
  })
})
