/**
 * The refusals of gym events (issue #39). Data.TaggedError like the admin area's: drivers map each tag
 * to a message (gymEventErrorMessage) and a status or exit code.
 */
import { Data } from "effect"

/** The account is not a host: an admin makes it one (gym name, city). */
export class NotHost extends Data.TaggedError("NotHost") {}

/** No such event for this host: none with this id, or another host's (one answer for both). */
export class GymEventNotFound extends Data.TaggedError("GymEventNotFound") {}

/** No open event has this join code (wrong, mistyped, or its event closed or ended). */
export class JoinCodeUnknown extends Data.TaggedError("JoinCodeUnknown") {}

/** A game may join an event only while it is open (or in the hour before it starts). */
export class GymEventNotOpen extends Data.TaggedError("GymEventNotOpen")<{ readonly startsAt: string; readonly endsAt: string }> {}

/** A screen link that opens nothing: a wrong token, another event's, or a replaced one. */
export class ScreenRefused extends Data.TaggedError("ScreenRefused") {}

/** An event ends after it starts, at most `maxHours` later. */
export class InvalidEventWindow extends Data.TaggedError("InvalidEventWindow")<{ readonly maxHours: number }> {}

/** An event plays published packs only. */
export class EventPackUnavailable extends Data.TaggedError("EventPackUnavailable")<{ readonly pack: string }> {}

/** No account uses this e-mail, so it cannot be made a host. */
export class NoHostAccount extends Data.TaggedError("NoHostAccount")<{ readonly email: string }> {}

/** The account is not a host (revoking). */
export class HostNotFound extends Data.TaggedError("HostNotFound") {}

/** Every refusal of gym events. */
export type GymEventError =
  | NotHost
  | GymEventNotFound
  | JoinCodeUnknown
  | GymEventNotOpen
  | ScreenRefused
  | InvalidEventWindow
  | EventPackUnavailable
  | NoHostAccount
  | HostNotFound
