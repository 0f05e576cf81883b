/** How long each text of an event may be, how many packs it plays, its longest window, and how early games may join. */
export const gymEventLimits = { name: 80, gymName: 80, city: 60, hiddenName: 40, packs: 10, maxHours: 24, earlyJoinMs: 60 * 60_000 } as const
