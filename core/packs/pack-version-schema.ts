import { Schema } from "effect"
import { semverPattern } from "./pack-version.ts"

/**
 * A pack's version, semver: `1.0.0`, `2.1.0-beta.1` (pack-version.ts). Apart from the pack file's
 * Schema (pack-schema.ts) because a game carries its packs' versions: the app's game code then loads
 * without building every pack field's Schema.
 */
export const PackVersion = Schema.String.pipe(Schema.pattern(semverPattern, { message: () => "must be a semver version like 1.0.0" })).annotations({
  title: "Version",
  description: "semver, e.g. 1.0.0; raise it when the pack changes"
})
