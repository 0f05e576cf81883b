import { Schema } from "effect"
import { requiredFilter } from "./generic-schema.ts"
import { displayNameLength, displayNameMessage, playerNameLength, playerNameMessage } from "./names.ts"
import { failsWith } from "./validation-message-schema.ts"

/** A display name: decodes to the trimmed name. */
export const DisplayName = Schema.Trim.pipe(
  requiredFilter(),
  Schema.minLength(displayNameLength.min, failsWith(displayNameMessage)),
  Schema.maxLength(displayNameLength.max, failsWith(displayNameMessage))
)

/** A player name: decodes to the trimmed name. */
export const PlayerName = Schema.Trim.pipe(
  Schema.minLength(playerNameLength.min, failsWith(playerNameMessage)),
  Schema.maxLength(playerNameLength.max, failsWith(playerNameMessage))
)
