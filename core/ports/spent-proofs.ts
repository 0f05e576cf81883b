import { Context, type Effect } from "effect"

/**
 * One-time proofs already used (a solved human check), kept until they expire so that each is
 * accepted once by every process that shares the store.
 */
export class SpentProofs extends Context.Tag("Ports/SpentProofs")<
  SpentProofs,
  {
    /**
     * Spends the proof `id`, remembered until `expiresAt` (ms since the epoch): true the first time,
     * false when it was spent already (by this process or another one).
     */
    readonly spend: (id: string, expiresAt: number) => Effect.Effect<boolean>
  }
>() {}
