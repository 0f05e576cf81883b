import { join } from "node:path"
import { Effect } from "effect"
import { onTestFinished } from "vitest"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { UserId } from "#core/domain/ids.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { twoPlayerGameBody } from "../support/game-fixtures.ts"
import type { ServerProcess } from "./server-process.ts"

/** The test user header the server processes of these tests trust (UNSAFE_TEST_USER_HEADER). */
export const testUserHeader = "x-test-user"

/** Headers of a JSON request made as `userId`. */
export const jsonAs = (userId: string) => ({ [testUserHeader]: userId, "content-type": "application/json" })

/** Writes a player who has accepted the disclaimer into the SQLite store of `dataDir`, before a server process opens it. */
export const seedPlayer = (dataDir: string, id: string, displayName: string): Promise<void> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const users = yield* UserRepository
      const profile = newProfile({ id: UserId.make(id), email: `${id}@allez.test`, displayName, preferredLanguage: "fr", isSocial: false, now: new Date() })
      yield* users.create(profile)
      yield* users.update(profile.id, { disclaimerAccepted: true, disclaimerAcceptedDate: new Date().toISOString() })
    }).pipe(Effect.provide(makeSqliteLayer(join(dataDir, "allez.sqlite"))))
  )

/** Starts a two-player game on the base pack as `userId`: the server's answer. */
export const startTwoPlayerGame = (server: ServerProcess, userId: string): Promise<Response> =>
  fetch(`${server.url}/api/games`, {
    method: "POST",
    headers: jsonAs(userId),
    body: JSON.stringify(twoPlayerGameBody())
  })

/** Never leaves a server process behind, whatever the test does or fails to do. */
export const killWhenTestEnds = (server: ServerProcess): void =>
  onTestFinished(() => void (server.child.exitCode === null && server.child.signalCode === null && server.child.kill("SIGKILL")))
