import type { ColourSetId } from "#core/domain/colour-set.ts"
import { fontainebleauGrades } from "#core/domain/grade.ts"
import type { Message } from "#core/domain/message.ts"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import { type PlayerDraft, stepAvatar } from "../state/player-form.ts"
import { colourSetStyle, PlayerAvatar } from "./player-avatar.tsx"

/** One player's row: name, max difficulty, and the avatar with previous/next over the sets the user may use. */
export const PlayerRow = ({
  player,
  number,
  colourSets,
  takenByOthers,
  error,
  canRemove,
  onChange,
  onRemove,
  onBlur
}: {
  player: PlayerDraft
  number: number
  colourSets: ReadonlyArray<ColourSetId>
  takenByOthers: ReadonlyArray<ColourSetId>
  error: Message | undefined
  canRemove: boolean
  onChange: (player: PlayerDraft) => void
  onRemove: () => void
  onBlur: () => void
}) => {
  const { t } = useTranslation()
  const id = `player-${player.key}`
  const errorId = `${id}-error`
  const setName = t(`game.avatar.${player.avatar}`)
  return (
    <li className="player-row" style={colourSetStyle(player.avatar)}>
      <div className="player-row-head">
        <h2 className="player-row-title">{t("game.setup.player", { number })}</h2>
        {canRemove && (
          <button type="button" className="icon-button" onClick={onRemove}>
            <Icon name="close" size={20} />
            <span className="visually-hidden">{t("game.setup.removePlayer", { number })}</span>
          </button>
        )}
      </div>
      <div className="player-row-body">
        <fieldset className="avatar-picker" aria-label={t("game.setup.avatar")}>
          <button
            type="button"
            className="avatar-step"
            onClick={() => onChange({ ...player, avatar: stepAvatar(player.avatar, -1, colourSets, takenByOthers) })}
          >
            <Icon name="chevronDown" size={22} className="icon-left" />
            <span className="visually-hidden">{t("game.setup.previousAvatar", { number })}</span>
          </button>
          <PlayerAvatar set={player.avatar} size={72} />
          <span className="visually-hidden" aria-live="polite">
            {t("game.setup.avatarShown", { index: colourSets.indexOf(player.avatar) + 1, count: colourSets.length, set: setName })}
          </span>
          <button
            type="button"
            className="avatar-step"
            onClick={() => onChange({ ...player, avatar: stepAvatar(player.avatar, 1, colourSets, takenByOthers) })}
          >
            <Icon name="chevronDown" size={22} className="icon-right" />
            <span className="visually-hidden">{t("game.setup.nextAvatar", { number })}</span>
          </button>
        </fieldset>
        <div className="player-fields">
          <div className={`field${error === undefined ? "" : " has-error"}`}>
            <label htmlFor={`${id}-name`}>{t("game.setup.name")}</label>
            <input
              id={`${id}-name`}
              value={player.name}
              autoComplete="off"
              enterKeyHint="next"
              aria-invalid={error !== undefined}
              aria-describedby={error === undefined ? undefined : errorId}
              onChange={(event) => onChange({ ...player, name: event.target.value })}
              onBlur={onBlur}
            />
            {error !== undefined && (
              <p id={errorId} className="field-error">
                {t(error.key, error.params)}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-difficulty`}>{t("game.setup.difficulty")}</label>
            <select
              id={`${id}-difficulty`}
              value={player.difficulty}
              aria-describedby="difficulty-help"
              onChange={(event) => onChange({ ...player, difficulty: fontainebleauGrades.find((grade) => grade === event.target.value) ?? player.difficulty })}
            >
              {fontainebleauGrades.map((grade) => (
                <option key={grade} value={grade}>
                  {grade}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
    </li>
  )
}
