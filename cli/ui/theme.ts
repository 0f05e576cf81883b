import type { ColourSetId } from "#core/domain/colour-set.ts"

/** The CLI's colours, by role: every Ink component takes its colours from here and nowhere else. */
export const theme = {
  title: "magentaBright",
  heading: "cyan",
  text: "white",
  muted: "gray",
  accent: "yellow",
  success: "green",
  failure: "red",
  warning: "yellow",
  keyHint: "cyan",
  selected: "greenBright",
  border: "gray",
  progress: "green",
  /** The two colours of each avatar colour set, drawn as a small badge. */
  avatar: {
    "01-green-yellow": ["green", "yellow"],
    "02-blue-red": ["blue", "red"],
    "03-purple-yellow": ["magenta", "yellow"],
    "04-blue-yellow": ["blue", "yellow"],
    "05-red-blue": ["red", "blue"],
    "06-orange-green": ["#ff8c00", "green"],
    "07-dark-blue-yellow": ["#1e3a8a", "yellow"],
    "08-green-pink": ["green", "#ff69b4"]
  } satisfies Record<ColourSetId, readonly [string, string]>
} as const

/** A colour role of the theme. */
export type ThemeColour = Exclude<keyof typeof theme, "avatar">
