import type { CategoryKey } from "#core/domain/category.ts"
import type { ColourSetId } from "#core/domain/colour-set.ts"

/** A colour set's paint: `main` fills the mascot, `accent` its gear, `soft` is the tint behind it. */
export type ColourSetColours = { readonly main: string; readonly accent: string; readonly soft: string }

/** A category's paint: `main` is its badge (cream reads on it), `soft` a tint for chips and rows. */
export type CategoryColours = { readonly main: string; readonly soft: string }

/** The two colours of each avatar set (first dominant, second accent), as drawn in public/avatars. */
export const colourSetColours: Readonly<Record<ColourSetId, ColourSetColours>> = {
  "01-green-yellow": { main: "#16A34A", accent: "#FACC15", soft: "#DCFCE7" },
  "02-blue-red": { main: "#2563EB", accent: "#E11D48", soft: "#DBEAFE" },
  "03-purple-yellow": { main: "#7C3AED", accent: "#FACC15", soft: "#EDE9FE" },
  "04-blue-yellow": { main: "#0284C7", accent: "#FDE047", soft: "#E0F2FE" },
  "05-red-blue": { main: "#DC2626", accent: "#2563EB", soft: "#FEE2E2" },
  "06-orange-green": { main: "#F97316", accent: "#15803D", soft: "#FFEDD5" },
  "07-dark-blue-yellow": { main: "#1E3A8A", accent: "#FBBF24", soft: "#E0E7FF" },
  "08-green-pink": { main: "#059669", accent: "#EC4899", soft: "#D1FAE5" }
}

/** Each category's badge colour, as drawn in public/categories. */
export const categoryColours: Readonly<Record<CategoryKey, CategoryColours>> = {
  game: { main: "#6D28D9", soft: "#EDE9FE" },
  "movement-type": { main: "#0F766E", soft: "#CCFBF1" },
  "physical-challenges": { main: "#BE123C", soft: "#FFE4E6" },
  "outside-climbing": { main: "#A21CAF", soft: "#FAE8FF" },
  "physical-constraint": { main: "#334155", soft: "#E2E8F0" },
  "problem-linked": { main: "#C2410C", soft: "#FFEDD5" },
  "time-linked": { main: "#0369A1", soft: "#E0F2FE" },
  other: { main: "#15803D", soft: "#DCFCE7" }
}

/** Where a colour set's avatar is served from. */
export const avatarUrl = (colourSet: ColourSetId): string => `/avatars/${colourSet}.svg`

/** Where a category's image is served from. */
export const categoryImageUrl = (categoryKey: CategoryKey): string => `/categories/${categoryKey}.svg`
