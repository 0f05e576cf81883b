import { Schema } from "effect"
import { Pack } from "./pack-schema.ts"

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** A format-1 challenge's `timeLimitSeconds` as a format-2 timer: format 1 only knew deadlines. */
const upgradeChallenge = (challenge: unknown): unknown => {
  if (!isRecord(challenge) || !("timeLimitSeconds" in challenge)) return challenge
  const { timeLimitSeconds, ...rest } = challenge
  return { ...rest, timer: { seconds: timeLimitSeconds, meaning: "limit" } }
}

/**
 * A pack document as a store holds it, in the current format: a format-1 document (challenges with
 * `timeLimitSeconds`) becomes format 2 (`timer: { seconds, meaning: "limit" }`), and a format-2 one
 * format 3 (which only added optional fields); anything else is returned as it is, for the pack
 * Schema to judge. Pack files are read in format 2 or 3 (`parsePack`); format 1 is refused with what changed.
 * @example upgradePackDocument({ schemaVersion: 1, challenges: [{ id: "base-074", timeLimitSeconds: 10 }] })
 * // { schemaVersion: 3, challenges: [{ id: "base-074", timer: { seconds: 10, meaning: "limit" } }] }
 */
export const upgradePackDocument = (doc: unknown): unknown => {
  if (!isRecord(doc)) return doc
  if (doc.schemaVersion === 1)
    return upgradePackDocument({ ...doc, schemaVersion: 2, challenges: Array.isArray(doc.challenges) ? doc.challenges.map(upgradeChallenge) : doc.challenges })
  // Format 3 only added optional fields (a challenge's styles and fewest players): a format-2 document is one as it is.
  if (doc.schemaVersion === 2) return { ...doc, schemaVersion: 3 }
  return doc
}

/** A stored pack document: upgraded on read (`upgradePackDocument`), then decoded as a `Pack`; written as a `Pack`. */
export const StoredPack = Schema.transform(Schema.Unknown, Pack, { strict: false, decode: upgradePackDocument, encode: (pack) => pack })
