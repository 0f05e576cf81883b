import { execFileSync } from "node:child_process"
import { closeSync, constants, mkdtempSync, openSync, readFileSync, readSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { makeLineWriter } from "./log-writer.ts"

const dir = mkdtempSync(join(tmpdir(), "allez-log-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0
const freshFile = () => join(dir, `log-${++files}`)

const lines = (count: number, width = 40) => Array.from({ length: count }, (_, i) => `line ${String(i).padStart(6, "0")} `.padEnd(width, "x"))

describe("makeLineWriter", () => {
  it("writes every line whole and in order, across ticks", async () => {
    const file = freshFile()
    const fd = openSync(file, "w")
    const writer = makeLineWriter(fd)
    const sent = lines(20_000)
    for (const [index, line] of sent.entries()) {
      writer.write(line)
      if (index % 1000 === 0) await new Promise((resolve) => setImmediate(resolve))
    }
    await writer.drain()
    closeSync(fd)
    expect(readFileSync(file, "utf8")).toBe(sent.map((line) => `${line}\n`).join(""))
  })

  it("keeps the event loop free while the reader of a pipe is stalled, and delivers everything once it reads", async () => {
    const fifo = join(dir, "fifo")
    execFileSync("mkfifo", [fifo])
    const readFd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK)
    const writeFd = openSync(fifo, constants.O_WRONLY)
    const writer = makeLineWriter(writeFd)
    const sent = lines(10_000, 100) // 1 MB: far more than a pipe holds
    for (const line of sent) writer.write(line)
    // With writes that block, this timer would never fire: the reader is this very process.
    await new Promise((resolve) => setTimeout(resolve, 50))

    const drained = writer.drain()
    const chunks: Array<Buffer> = []
    const buffer = Buffer.alloc(64 * 1024)
    let received = 0
    const expected = sent.join("\n").length + 1
    while (received < expected) {
      let n = 0
      try {
        n = readSync(readFd, buffer)
      } catch {
        n = 0
      }
      if (n > 0) {
        chunks.push(Buffer.from(buffer.subarray(0, n)))
        received += n
      } else await new Promise((resolve) => setTimeout(resolve, 1))
    }
    await drained
    closeSync(writeFd)
    closeSync(readFd)
    expect(Buffer.concat(chunks).toString()).toBe(sent.map((line) => `${line}\n`).join(""))
  })

  it("drops the lines past its limit rather than growing without end, and says how many", async () => {
    const file = freshFile()
    const fd = openSync(file, "w")
    const writer = makeLineWriter(fd, { maxQueuedBytes: 1_000 })
    const sent = lines(100, 49)
    for (const line of sent) writer.write(line)
    await writer.drain()
    closeSync(fd)
    const written = readFileSync(file, "utf8").trimEnd().split("\n")
    expect(written.slice(0, -1)).toEqual(sent.slice(0, 21))
    expect(JSON.parse(written.at(-1) ?? "")).toMatchObject({ level: "warn", msg: expect.stringContaining("dropped"), dropped: 79 })
  })

  it("writes what is queued at once on flushSync (the exit path)", () => {
    const file = freshFile()
    const fd = openSync(file, "w")
    const writer = makeLineWriter(fd)
    writer.write("first")
    writer.write("second")
    writer.flushSync()
    expect(readFileSync(file, "utf8")).toBe("first\nsecond\n")
    closeSync(fd)
  })
})
