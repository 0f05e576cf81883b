import { Effect, Either } from "effect"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { GameId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame } from "#core/game/engine.ts"
import { GameRepository } from "#core/ports/game-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { makeNewGame } from "../support/game-fixtures.ts"

/**
 * The child of sqlite-durability.test.ts: writes profiles and games to the file given as argument
 * as fast as it can, printing each id once its write has committed, until it is killed. The
 * second argument picks who checkpoints the WAL: this connection (inline) or a worker thread.
 */
const file = process.argv[2]
if (file === undefined) throw new Error("usage: sqlite-writer <file> [inline|background]")
// As the server runs it (background checkpoints, often, so a kill lands during one) or as the CLI does.
const checkpoints = process.argv[3] === "background" ? "background" : "inline"

const program = Effect.gen(function* () {
  const users = yield* UserRepository
  const games = yield* GameRepository
  for (let i = 1; ; i++) {
    const owner = UserId.make(`u-${i}`)
    yield* users.create(
      newProfile({ id: owner, email: `Player${i}@Example.test`, displayName: `Player ${i}`, preferredLanguage: "en", isSocial: false, now: new Date() })
    )
    process.stdout.write(`profile ${owner}\n`)
    const game = Either.getOrThrow(createGame(makeNewGame({ id: GameId.make(`g-${i}`), owner, seed: i })))
    yield* games.create(game)
    yield* games.update(Either.getOrThrow(applyAction(game, { _tag: "confirm-route", route: `Route ${i}` }, Date.now())))
    process.stdout.write(`game ${game.id}\n`)
  }
})

Effect.runPromise(program.pipe(Effect.provide(makeSqliteLayer(file, { checkpoints, checkpointEveryMs: 10 })))).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
