import { Context, type Effect } from "effect"
import type { GameId } from "../domain/ids.ts"

/** Mints new ids: the server's store, a browser's offline ids, a counter in tests. */
export class IdGenerator extends Context.Tag("Ports/IdGenerator")<
  IdGenerator,
  {
    readonly gameId: Effect.Effect<GameId>
    /** The id of a stored contact or feedback message. */
    readonly messageId: Effect.Effect<string>
  }
>() {}
