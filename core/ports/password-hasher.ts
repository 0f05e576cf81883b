import { Context, type Effect } from "effect"

/** Hashes and checks passwords (Argon2id in production). */
export class PasswordHasher extends Context.Tag("Ports/PasswordHasher")<
  PasswordHasher,
  {
    readonly hash: (password: string) => Effect.Effect<string>
    /** False for a wrong password or a malformed hash; the work done does not depend on which. */
    readonly verify: (hash: string, password: string) => Effect.Effect<boolean>
  }
>() {}
