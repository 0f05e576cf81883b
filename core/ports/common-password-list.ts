import { Context, type Effect } from "effect"

/**
 * The passwords attackers try first (the most common ones, from breaches), shipped with the app
 * and read offline. Entries are lower-case.
 */
export class CommonPasswordList extends Context.Tag("Ports/CommonPasswordList")<
  CommonPasswordList,
  { readonly includes: (candidate: string) => Effect.Effect<boolean> }
>() {}
