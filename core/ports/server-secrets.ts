import { Context, type Effect } from "effect"

/**
 * Secrets the servers make for themselves and share through the store (the key that signs
 * human-check challenges when none is configured): created once, then the same for every process.
 */
export class ServerSecrets extends Context.Tag("Ports/ServerSecrets")<
  ServerSecrets,
  {
    /** The secret stored as `name`; when there is none yet, `candidate` is stored and answered (the first writer wins). */
    readonly obtain: (name: string, candidate: string) => Effect.Effect<string>
  }
>() {}
