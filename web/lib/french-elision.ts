import { elideBeforeNames } from "#core/locale/elision.ts"
import { i18n } from "./i18n.ts"
import { forgetMadeTexts } from "./made-texts.ts"

/**
 * In French, "de", "que", "le"… are elided before a name (or any word put in) that starts with a vowel
 * sound: i18n.ts asks every text for this post-processor, and the pages that put names in sentences
 * (the game, the watch view, the admin area) register it by importing this module with their texts.
 */
i18n.use({
  type: "postProcessor",
  name: "elision",
  process: (value: string, _key: unknown, options: Readonly<Record<string, unknown>>, translator: { readonly language?: string }) =>
    // The text's language: the one its `t` is bound to (./made-texts.ts), else the one on screen.
    (typeof options.lng === "string" ? options.lng : translator.language) === "fr"
      ? elideBeforeNames(
          value,
          Object.entries(options).flatMap(([name, param]) => (name !== "lng" && typeof param === "string" ? [param] : []))
        )
      : value
})
// A text made before, with a name in it, is made again with its elision.
forgetMadeTexts()
