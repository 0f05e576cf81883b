import { Text } from "ink"
import { theme } from "./theme.ts"

/** A refusal or warning, in the theme's warning colour; nothing when there is none. */
export const Notice = ({ text }: { text: string | null }) => (text === null ? null : <Text color={theme.warning}>⚠ {text}</Text>)
