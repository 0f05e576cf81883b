/** The game's constants (spec §9). */
export const gameRules = {
  minPlayers: 2,
  maxPlayers: 4,
  rounds: 5,
  successPoints: 100,
  failPoints: -25,
  /** The team wins when its score reaches players × this (100 × 5 / 2). */
  teamTargetPerPlayer: 250,
  /**
   * Every pack, and every allowed combination, holds this many replacements on top of the turns of
   * the fullest game (most players, most categories off): a deck that only just fits cannot replace.
   */
  minReplacements: 5,
  /** A route name is free text, kept short enough to read on a phone. */
  maxRouteNameLength: 40,
  /** A success or fail may be undone this long after it was recorded (a slip of a chalky thumb). */
  undoWindowMs: 5_000
} as const
