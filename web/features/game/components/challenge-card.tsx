import type { CSSProperties, ReactNode } from "react"
import type { CategoryKey } from "#core/domain/category.ts"
import { Icon } from "#web/components/icons.tsx"
import { categoryColours, categoryImageUrl } from "#web/lib/art.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import type { PlayableChallenge } from "../state/records.ts"
import { readAloud } from "../wall/speech.ts"

/** What the card says of the clock: a limit to beat, a minimum to reach, a hold to keep. */
const clockLabelKey = { limit: "game.play.clockLabel.limit", minimum: "game.play.clockLabel.minimum", hold: "game.play.clockLabel.hold" } as const

/**
 * The revealed challenge: its category with the category's image, the problem it is played on and
 * what its clock means (one line beside the image), then the text; right under the text, a button that reads it aloud in the
 * game's language (shown only where the device has a voice for it: `voice`) and the turn's own
 * actions on the card (`children`: replace it, the stopwatch). A card that just replaced another comes
 * in with a short turn (`isNew`; none when the person asked for less motion).
 */
export const ChallengeCard = ({
  challenge,
  route,
  voice = null,
  isNew = false,
  children
}: {
  challenge: PlayableChallenge | undefined
  route: string | null
  voice?: SpeechSynthesisVoice | null
  isNew?: boolean
  children?: ReactNode
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language === "en" ? "en" : "fr"
  const category: CategoryKey = challenge?.category ?? "other"
  const style = { "--category-main": categoryColours[category].main, "--category-soft": categoryColours[category].soft } as CSSProperties
  return (
    <article className={`challenge-card${isNew ? " is-new" : ""}`} style={style} aria-labelledby="challenge-title" tabIndex={-1} data-testid="challenge-card">
      {/* Made anew for each challenge (its own key), so a replacement comes in with its turn; the actions stay, and the focus on them. */}
      <div key={challenge?.id ?? ""} className="challenge-body">
        <header className="challenge-head">
          <img className="challenge-category-image" src={categoryImageUrl(category)} alt="" width={64} height={64} />
          <div className="challenge-head-text">
            <h2 id="challenge-title" className="challenge-title">
              {t("game.play.challenge")}
            </h2>
            <p className="challenge-meta">
              {challenge !== undefined && <span className="challenge-category">{t(`category.${category}`)}</span>}
              {route !== null && <span className="challenge-route">{t("game.play.onProblem", { route })}</span>}
              {challenge?.timer !== undefined && (
                <span className={`challenge-clock is-${challenge.timer.meaning}`}>
                  {t(clockLabelKey[challenge.timer.meaning], { seconds: challenge.timer.seconds })}
                </span>
              )}
            </p>
          </div>
        </header>
        <p className="challenge-text">{challenge === undefined ? t("game.play.challengeUnknown") : challenge.text[language]}</p>
      </div>
      <div className="challenge-actions">
        {challenge !== undefined && voice !== null && (
          <button type="button" className="button button-ghost challenge-read" onClick={() => readAloud(challenge.text[language], voice)}>
            <Icon name="volume" size={20} /> {t("game.play.readAloud")}
          </button>
        )}
        {children}
      </div>
    </article>
  )
}
