import { Text } from "ink"
import type { ColourSetId } from "#core/domain/colour-set.ts"
import { theme } from "./theme.ts"

/** A player's avatar colour set as two coloured blocks. */
export const AvatarBadge = ({ avatar }: { avatar: ColourSetId }) => {
  const [first, second] = theme.avatar[avatar]
  return (
    <Text>
      <Text color={first}>██</Text>
      <Text color={second}>██</Text>
    </Text>
  )
}
