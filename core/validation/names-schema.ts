import { Schema } from "effect"
import type { Message } from "../domain/message.ts"
import { requiredFilter } from "./generic-schema.ts"
import { displayNameLength, displayNameMessage, hiddenCharactersMessage, playerNameLength, playerNameMessage } from "./names.ts"
import { hasHiddenCharacters, isInvisible } from "./shown-text.ts"
import { failsWith } from "./validation-message-schema.ts"

/** No control character, direction mark or lone surrogate (shown-text.ts). */
const noHiddenCharacters = <S extends Schema.Schema.Any>() =>
  Schema.filter<S>((text) => !hasHiddenCharacters(text as string), failsWith(hiddenCharactersMessage))

/** Something of it shows (not only zero-width or combining characters), else `failure`. */
const somethingVisible = <S extends Schema.Schema.Any>(failure: Message) => Schema.filter<S>((text) => !isInvisible(text as string), failsWith(failure))

/** A display name: decodes to the trimmed name. */
export const DisplayName = Schema.Trim.pipe(
  requiredFilter(),
  noHiddenCharacters(),
  somethingVisible(displayNameMessage),
  Schema.minLength(displayNameLength.min, failsWith(displayNameMessage)),
  Schema.maxLength(displayNameLength.max, failsWith(displayNameMessage))
)

/** A player name: decodes to the trimmed name. */
export const PlayerName = Schema.Trim.pipe(
  noHiddenCharacters(),
  somethingVisible(playerNameMessage),
  Schema.minLength(playerNameLength.min, failsWith(playerNameMessage)),
  Schema.maxLength(playerNameLength.max, failsWith(playerNameMessage))
)
