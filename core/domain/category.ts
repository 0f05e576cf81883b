/**
 * The eight challenge categories of the spec (§3), by stable key.
 * Labels live in the i18n catalogs under `category.<key>`.
 */
export const categoryKeys = [
  "game",
  "movement-type",
  "physical-challenges",
  "outside-climbing",
  "physical-constraint",
  "problem-linked",
  "time-linked",
  "other"
] as const

export type CategoryKey = (typeof categoryKeys)[number]

/** The spec's French value and English label for each category. */
export const categoryLabels: Readonly<Record<CategoryKey, { readonly fr: string; readonly en: string }>> = {
  game: { fr: "Jeu", en: "Game" },
  "movement-type": { fr: "Type de mouvement", en: "Movement type" },
  "physical-challenges": { fr: "Défis de force", en: "Physical challenges" },
  "outside-climbing": { fr: "En dehors de l'escalade", en: "Outside of climbing" },
  "physical-constraint": { fr: "Contrainte physique", en: "Physical constraint" },
  "problem-linked": { fr: "En lien avec le parcours", en: "Problem linked" },
  "time-linked": { fr: "En lien avec le temps", en: "Time linked" },
  other: { fr: "Autre", en: "Other" }
}

/** At most this many categories may be switched off (spec §5, §9). */
export const maxCategoriesOff = 2
