/**
 * An event's join code, without Effect (the public join page reads it): 8 characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L), about 2^39 codes, shown as `ABCD-EFGH` and typed in any case,
 * with or without dashes and spaces.
 */

/** The characters of a join code: digits 2–9 and capitals without I, L, O. */
export const joinCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

/** How many characters a join code has. */
export const joinCodeLength = 8

/** A join code as stored: 8 characters of the alphabet, no dash. */
export const joinCodePattern = /^[2-9A-HJKMNP-Z]{8}$/

/**
 * The stored form of a typed code, or null when it cannot be one (wrong length or characters).
 * @example normaliseJoinCode(" abcd-efgh ") // "ABCDEFGH"
 */
export const normaliseJoinCode = (typed: string): string | null => {
  if (typed.length > 40) return null
  const code = typed.replace(/[\s-]+/g, "").toUpperCase()
  return joinCodePattern.test(code) ? code : null
}

/**
 * A code as posters and pages show it.
 * @example formatJoinCode("ABCDEFGH") // "ABCD-EFGH"
 */
export const formatJoinCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`

/**
 * A join code from random bytes (one byte per character; bytes past the alphabet's last whole
 * multiple are skipped so every character is equally likely). Null when the bytes run out.
 */
export const joinCodeFrom = (bytes: Uint8Array): string | null => {
  const limit = 256 - (256 % joinCodeAlphabet.length)
  let code = ""
  for (const byte of bytes) {
    if (byte >= limit) continue
    code += joinCodeAlphabet[byte % joinCodeAlphabet.length]
    if (code.length === joinCodeLength) return code
  }
  return null
}
