import { useState } from "react"
import { type CardRating, cardRatings } from "#core/domain/card-rating.ts"
import type { Message } from "#core/domain/message.ts"
import type { GameAction, TurnRecord } from "#core/game/game.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import type { PlayableChallenge } from "../state/records.ts"

/**
 * The group's word on the card just played, in one optional tap (good, too easy, too hard, unclear,
 * unsafe): it goes with the game, and its end adds it to the card's counters, which know no player.
 * A second tap changes the word. It sits above the problem step, far from success and fail.
 */
export const RatingBar = ({
  turn,
  playerName,
  challenge,
  isLast = false,
  isClosed = false,
  onAction
}: {
  turn: TurnRecord
  playerName: string
  challenge: PlayableChallenge | undefined
  /** The game's last card, rated on the end screen. */
  isLast?: boolean
  /** The game is closing on the server: the word given stays on screen, no other can be given. */
  isClosed?: boolean
  onAction: (action: GameAction) => Message | undefined
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language === "en" ? "en" : "fr"
  const [refusal, setRefusal] = useState<Message | undefined>(undefined)
  const chosen = turn.rating
  const rate = (rating: CardRating) => {
    if (!isClosed) setRefusal(onAction({ _tag: "rate-card", rating }))
  }
  return (
    <section
      className="rating-bar"
      aria-labelledby="rating-title"
      aria-describedby={challenge === undefined ? undefined : "rating-card"}
      data-testid="rating-bar"
    >
      <h2 id="rating-title" className="rating-title">
        {t(isLast ? "game.rating.lastQuestion" : "game.rating.question", { name: playerName })}
      </h2>
      {challenge !== undefined && (
        <p id="rating-card" className="rating-card">
          {challenge.text[language]}
        </p>
      )}
      <div className="rating-options">
        {cardRatings.map((rating) => (
          <button
            key={rating}
            type="button"
            className={`rating-option is-${rating}`}
            aria-pressed={chosen === rating}
            // Not `disabled`: the button just tapped keeps the focus.
            aria-disabled={isClosed || undefined}
            onClick={() => rate(rating)}
          >
            {t(`game.rating.${rating}`)}
          </button>
        ))}
      </div>
      {chosen === undefined && refusal === undefined && <p className="rating-hint">{t("game.rating.hint")}</p>}
      {/* Empty until a tap, so a new turn announces nothing here; then the word kept, or why not. */}
      <p className="rating-status" role="status">
        {refusal !== undefined
          ? t(refusal.key, refusal.params)
          : chosen === undefined
            ? ""
            : t(isClosed ? "game.rating.thanksKept" : "game.rating.thanks", { rating: t(`game.rating.${chosen}`) })}
      </p>
    </section>
  )
}
