/**
 * Whether packs may make one game (spec §2 Pre-game): one pack alone, or several only when every one of
 * them is combinable. The engine, the store's pre-game check and the web's pack chooser all ask this.
 * @example canPlayTogether([{ combinable: false }]) // true; canPlayTogether([{ combinable: true }, { combinable: false }]) // false
 */
export const canPlayTogether = (packs: ReadonlyArray<{ readonly combinable: boolean }>): boolean => packs.length <= 1 || packs.every((pack) => pack.combinable)
