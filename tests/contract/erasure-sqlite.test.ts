import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { Layer } from "effect"
import { afterAll } from "vitest"
import { makeSqliteAuthLayer } from "#adapters/sqlite/sqlite-auth-repositories.ts"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { describePersonalDataContract } from "./personal-data-contract.ts"

const dir = mkdtempSync(join(tmpdir(), "allez-erasure-sqlite-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0
const lastFile = () => join(dir, `store-${files}.db`)

/** Every table of the file, every row, as one text (read on a connection of its own, after the store closed). */
const everyRow = (): string => {
  const db = new Database(lastFile(), { readonly: true })
  try {
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all()
    return tables.map(({ name }) => `${name}: ${JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())}`).join("\n")
  } finally {
    db.close()
  }
}

describePersonalDataContract(
  "sqlite",
  () => {
    files++
    return Layer.merge(makeSqliteLayer(lastFile()), makeSqliteAuthLayer(lastFile()))
  },
  {
    rawText: async () => everyRow(),
    paymentCount: async () => {
      const db = new Database(lastFile(), { readonly: true })
      try {
        return db.prepare<[], { count: number }>("SELECT count(*) AS count FROM payments").get()?.count ?? -1
      } finally {
        db.close()
      }
    }
  }
)
