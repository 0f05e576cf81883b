import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll } from "vitest"
import { makeSqliteAuthLayer } from "#adapters/sqlite/sqlite-auth-repositories.ts"
import { describeAuthRepositoryContract } from "./auth-repository-contract.ts"

const dir = mkdtempSync(join(tmpdir(), "allez-auth-sqlite-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0

describeAuthRepositoryContract("sqlite", () => makeSqliteAuthLayer(join(dir, `auth-${++files}.db`)))
