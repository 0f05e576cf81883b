import type { CSSProperties } from "react"
import type { ColourSetId } from "#core/domain/colour-set.ts"
import { avatarUrl, colourSetColours } from "#web/lib/art.ts"

/** The CSS variables of a player's colour set, for the cards and rows painted in it. */
export const colourSetStyle = (set: ColourSetId): CSSProperties =>
  ({
    "--player-main": colourSetColours[set].main,
    "--player-accent": colourSetColours[set].accent,
    "--player-soft": colourSetColours[set].soft
  }) as CSSProperties

/** A player's mascot in their colour set; decorative next to the name (alt text only when alone). */
export const PlayerAvatar = ({ set, size = 48, label }: { set: ColourSetId; size?: number; label?: string }) => (
  <span className="player-avatar" style={{ ...colourSetStyle(set), width: size, height: size }}>
    <img src={avatarUrl(set)} alt={label ?? ""} width={size} height={size} draggable={false} />
  </span>
)
