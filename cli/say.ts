import type { Language } from "#core/domain/language.ts"
import type { Message } from "#core/domain/message.ts"
import { gameMessages } from "#core/game/messages.ts"
import { interpolate } from "./messages.ts"

/** A domain message (an i18n key and its parameters, as core speaks) in `language`. */
export const say = (language: Language, message: Message): string => {
  const catalog: Readonly<Record<string, string>> = gameMessages[language]
  return interpolate(catalog[message.key] ?? message.key, message.params)
}
