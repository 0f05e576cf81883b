/** The keys the app keeps in local storage (spec §3): the locale and the accepted cookies. */
export const storageKeys = { locale: "locale", acceptedCookies: "acceptedCookies" } as const

/** Reads a key; private modes and disabled storage read as nothing. */
export const readStored = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Writes a key; a full or disabled storage is ignored (the choice then lasts for this visit). */
export const writeStored = (key: string, value: string): void => {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    /* storage unavailable: nothing to keep */
  }
}
