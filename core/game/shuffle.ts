/**
 * A small, fast, seeded pseudo-random generator (mulberry32): the same seed gives the same
 * sequence on every platform, so a stored game seed replays the same deck everywhere.
 */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Returns a shuffled copy of `items` (Fisher–Yates) driven by `seed`. */
export const shuffle = <A>(items: ReadonlyArray<A>, seed: number): Array<A> => shuffleInPlace(items.slice(), seed)

/** Shuffles `result` in place (Fisher–Yates) driven by `seed`, and returns it. */
export const shuffleInPlace = <A>(result: Array<A>, seed: number): Array<A> => {
  const next = seededRandom(seed)
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    const picked = result[j] as A
    result[j] = result[i] as A
    result[i] = picked
  }
  return result
}
