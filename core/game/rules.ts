/** The game's constants (spec §9). */
export const gameRules = {
  minPlayers: 2,
  maxPlayers: 4,
  rounds: 5,
  successPoints: 100,
  failPoints: -25,
  /** The team wins when its score reaches players × this (100 × 5 / 2). */
  teamTargetPerPlayer: 250,
  /** A route name is free text, kept short enough to read on a phone. */
  maxRouteNameLength: 40
} as const
