/**
 * The styles of boulder problem a player names before a draw (format-3 packs): a challenge limited
 * to some of them is drawn only on those. Labels live in the i18n catalogs under `style.<key>`.
 */
export const problemStyles = ["slab", "vertical", "overhang", "traverse"] as const

export type ProblemStyle = (typeof problemStyles)[number]

/** What a player names: a style, or "any" when they do not say (then only challenges fair on every style are drawn). */
export type StyleChoice = ProblemStyle | "any"

/** What a challenge says of where it fits (absent fields: everywhere, any number of players). */
export interface ChallengeFit {
  readonly styles?: ReadonlyArray<ProblemStyle>
  readonly minPlayers?: number
}

const fitsStyle = (styles: ChallengeFit["styles"], style: StyleChoice): boolean =>
  styles === undefined || (style === "any" ? problemStyles.every((one) => styles.includes(one)) : styles.includes(style))

/**
 * Whether a challenge is fair on a problem of `style` in a game of `players`: a challenge limited to
 * some styles is drawn only when the player names one of them, never on an unnamed ("any") problem.
 * @example fitsProblem({ styles: ["overhang"] }, "slab", 2) // false
 * @example fitsProblem({ styles: ["overhang"] }, "any", 2) // false
 * @example fitsProblem({ minPlayers: 3 }, "vertical", 2) // false
 */
export const fitsProblem = (challenge: ChallengeFit, style: StyleChoice, players: number): boolean =>
  (challenge.minPlayers ?? 2) <= players && fitsStyle(challenge.styles, style)
