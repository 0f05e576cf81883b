import { Schema } from "effect"
import { passwordMessage, passwordPattern } from "./password.ts"
import { failsWith } from "./validation-message-schema.ts"

/** A password of the spec's strength. */
export const Password = Schema.String.pipe(Schema.pattern(passwordPattern, failsWith(passwordMessage)))
