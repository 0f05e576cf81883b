/**
 * What makes a pack's or a challenge's id, without Schema: ids.ts builds the branded Schemas from
 * these, and a reader that must not load Effect (the web's pregame) checks ids with the same rules.
 */

/** A pack's id: kebab-case, e.g. `base` or `party-night`. */
export const packIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A challenge's id: lower-case letters and digits, joined by `-` or `_`, e.g. `base-012`. */
export const challengeIdPattern = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/

/** The longest id of any kind. */
export const maxIdLength = 64
