import { Schema } from "effect"
import { PackId } from "../domain/ids.ts"
import { Language } from "../domain/language-schema.ts"
import { Email } from "../validation/email-schema.ts"
import { ArrayOfAtMost } from "../validation/generic-schema.ts"
import { failsWith } from "../validation/validation-message-schema.ts"
import { gymEventLimits } from "./gym-event-limits.ts"
import { gymEventMessage } from "./gym-event-messages.ts"
import { normaliseJoinCode } from "./join-code.ts"

/**
 * What hosts, admins and groups send, as Schemas with the right words on every rule (the API decodes
 * request bodies with them, the terminal its options). Texts are trimmed on the way in.
 */

const text = (max: number, key: "gymEvent.validation.name" | "gymEvent.validation.gymName" | "gymEvent.validation.city" | "gymEvent.validation.hiddenName") =>
  Schema.Trim.pipe(Schema.minLength(1, failsWith(gymEventMessage(key, { max }))), Schema.maxLength(max, failsWith(gymEventMessage(key, { max }))))

/** An instant as typed: any date-time `Date` reads (an offset or `Z`), stored as ISO in UTC. */
export const InstantInput = Schema.String.pipe(
  Schema.maxLength(40, failsWith(gymEventMessage("gymEvent.validation.instant"))),
  Schema.filter(
    (typed) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(typed) && !Number.isNaN(Date.parse(typed)),
    failsWith(gymEventMessage("gymEvent.validation.instant"))
  )
)

/** A new event: its name, window, packs and options; the gym and city default to the host's. */
export const NewGymEventInput = Schema.Struct({
  name: text(gymEventLimits.name, "gymEvent.validation.name"),
  gymName: Schema.optional(text(gymEventLimits.gymName, "gymEvent.validation.gymName")),
  city: Schema.optional(text(gymEventLimits.city, "gymEvent.validation.city")),
  language: Language,
  startsAt: InstantInput,
  endsAt: InstantInput,
  packIds: ArrayOfAtMost(PackId, gymEventLimits.packs, gymEventMessage("gymEvent.validation.packs", { max: gymEventLimits.packs })).pipe(
    Schema.minItems(1, failsWith(gymEventMessage("gymEvent.validation.packs", { max: gymEventLimits.packs })))
  ),
  options: Schema.optionalWith(Schema.Struct({ tieBreakDuel: Schema.optionalWith(Schema.Boolean, { default: () => false }) }), {
    default: () => ({ tieBreakDuel: false })
  })
})
export type NewGymEventInput = typeof NewGymEventInput.Type

/** A join code as typed (any case, dashes and spaces ignored), decoded to its stored form. */
export const JoinCodeInput = Schema.String.pipe(
  Schema.maxLength(40, failsWith(gymEventMessage("gymEvent.validation.joinCode"))),
  Schema.filter((typed) => normaliseJoinCode(typed) !== null, failsWith(gymEventMessage("gymEvent.validation.joinCode"))),
  Schema.transform(Schema.String, { strict: true, decode: (typed) => normaliseJoinCode(typed) ?? typed, encode: (code) => code })
)

/** `POST /api/gym-events/join`. */
export const JoinInput = Schema.Struct({ code: JoinCodeInput })

/** `POST /api/gym-events/:id/hidden-names`: a name as players typed it. */
export const HiddenNameInput = Schema.Struct({ name: text(gymEventLimits.hiddenName, "gymEvent.validation.hiddenName") })

/** `POST /api/admin/hosts`: the account's e-mail, its gym and city. */
export const HostGrantInput = Schema.Struct({
  email: Schema.Trim.pipe(Schema.compose(Email)),
  gymName: text(gymEventLimits.gymName, "gymEvent.validation.gymName"),
  city: text(gymEventLimits.city, "gymEvent.validation.city")
})
