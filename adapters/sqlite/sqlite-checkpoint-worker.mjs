// The WAL checkpoints of one SQLite file, in a worker thread (see backgroundCheckpoints in
// sqlite-database.ts). Plain JavaScript, so the worker loads without a TypeScript loader.
import { parentPort, workerData } from "node:worker_threads"
import Database from "better-sqlite3"

const { filePath, synchronous, everyMs } = workerData
const db = new Database(filePath, { fileMustExist: true })
// The checkpoint's fsyncs follow the server's setting; this connection never checkpoints on its own commits (it makes none).
db.pragma(`synchronous = ${synchronous === "FULL" ? "FULL" : "NORMAL"}`)

/**
 * PASSIVE copies the frames no reader still needs into the file and never waits for, or holds up,
 * the writers and readers of other connections; the next writer then restarts the WAL from the start.
 */
const checkpoint = () => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)")
  } catch (error) {
    // The server's connections go back to checkpointing inline: the WAL never grows unchecked.
    parentPort?.postMessage({ kind: "failed", error: String(error) })
  }
}

const timer = setInterval(checkpoint, everyMs)
parentPort?.on("message", (message) => {
  if (message !== "stop") return
  clearInterval(timer)
  checkpoint()
  db.close()
  parentPort?.close()
})
