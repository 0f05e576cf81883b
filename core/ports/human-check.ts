import { Context, Data, type Effect, Schema } from "effect"

/**
 * The actions a human-verification token is issued for (spec §4, plus feedback, contact, sign-up and
 * sign-in after a failure; `reset_password` also covers the forgot-password request, the same mail).
 */
export const HumanCheckAction = Schema.Literal(
  "change_image",
  "change_name",
  "change_email",
  "delete_image",
  "reset_password",
  "email_subscription",
  "user_action",
  "send_feedback",
  "send_contact",
  "sign_up",
  "sign_in"
)
export type HumanCheckAction = typeof HumanCheckAction.Type

/** The token is missing, forged, expired, solved wrongly, for another action, or already used. */
export class HumanCheckFailed extends Data.TaggedError("HumanCheckFailed")<{ readonly reason: string }> {}

/** The action needs a proof this time and none was sent (a sign-in after failures): the page solves one and tries again. */
export class HumanCheckRequired extends Data.TaggedError("HumanCheckRequired")<{ readonly action: HumanCheckAction }> {}

/** Proof-of-work human verification: a signed challenge per action, each solution accepted once. */
export class HumanCheck extends Context.Tag("Ports/HumanCheck")<
  HumanCheck,
  {
    /**
     * A new challenge bound to the action, as the client widget expects it (JSON), asking `work` times
     * the base effort to solve (1 unless told; core/messages/message-limits.ts decides it).
     */
    readonly challenge: (action: HumanCheckAction, work?: number) => Effect.Effect<unknown>
    /** Accepts the client's token for this action once; an empty token (none was sent) is refused as missing. */
    readonly verify: (token: string, action: HumanCheckAction) => Effect.Effect<void, HumanCheckFailed>
  }
>() {}
