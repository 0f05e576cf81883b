import type { CSSProperties } from "react"
import type { CategoryKey } from "#core/domain/category.ts"
import { Icon } from "../../../components/icons.tsx"
import { categoryColours, categoryImageUrl } from "../../../lib/art.ts"
import { useTranslation } from "../../../lib/use-translation.ts"
import type { PlayableChallenge } from "../state/records.ts"
import { readAloud } from "../wall/speech.ts"

/** What the card says of the clock: a limit to beat, a minimum to reach, a hold to keep. */
const clockLabelKey = { limit: "game.play.clockLabel.limit", minimum: "game.play.clockLabel.minimum", hold: "game.play.clockLabel.hold" } as const

/**
 * The revealed challenge: its category with the category's image, the text, the problem it is played
 * on, what its clock means; and a button that reads it aloud in the game's language, shown only where
 * the device has a voice for it (`voice`).
 */
export const ChallengeCard = ({
  challenge,
  route,
  voice = null
}: {
  challenge: PlayableChallenge | undefined
  route: string | null
  voice?: SpeechSynthesisVoice | null
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language === "en" ? "en" : "fr"
  const category: CategoryKey = challenge?.category ?? "other"
  const style = { "--category-main": categoryColours[category].main, "--category-soft": categoryColours[category].soft } as CSSProperties
  return (
    <article className="challenge-card" style={style} aria-labelledby="challenge-title">
      <header className="challenge-head">
        <img className="challenge-category-image" src={categoryImageUrl(category)} alt="" width={64} height={64} />
        <div>
          <h2 id="challenge-title" className="challenge-title">
            {t("game.play.challenge")}
          </h2>
          {challenge !== undefined && <p className="challenge-category">{t(`category.${category}`)}</p>}
        </div>
      </header>
      <p className="challenge-text">{challenge === undefined ? t("game.play.challengeUnknown") : challenge.text[language]}</p>
      {challenge !== undefined && voice !== null && (
        <button type="button" className="button button-ghost challenge-read" onClick={() => readAloud(challenge.text[language], voice)}>
          <Icon name="volume" size={22} /> {t("game.play.readAloud")}
        </button>
      )}
      <p className="challenge-meta">
        {route !== null && <span className="challenge-route">{t("game.play.onProblem", { route })}</span>}
        {challenge?.timer !== undefined && (
          <span className={`challenge-clock is-${challenge.timer.meaning}`}>
            {t(clockLabelKey[challenge.timer.meaning], { seconds: challenge.timer.seconds })}
          </span>
        )}
      </p>
    </article>
  )
}
