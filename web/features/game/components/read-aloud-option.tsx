import { useTranslation } from "#web/lib/use-translation.ts"
import { useVoice } from "../wall/speech.ts"
import { setWallSetting, wallSettings } from "../wall/wall-settings.ts"

/**
 * An advanced option of the game: every revealed challenge read aloud, in the game's language, by this
 * device's voice (offline where the voice is installed). Without a voice for the language it cannot be
 * chosen, and says why. Kept on this device (local settings).
 */
export const ReadAloudOption = () => {
  const { t, i18n } = useTranslation()
  const voice = useVoice(i18n.language === "en" ? "en" : "fr")
  const isOn = wallSettings.value.isReadAloud && voice !== null
  return (
    <fieldset className="read-aloud-option">
      <legend>{t("game.setup.readAloudTitle")}</legend>
      <div className="read-aloud-toggle">
        <input
          id="read-aloud"
          type="checkbox"
          checked={isOn}
          disabled={voice === null}
          aria-describedby="read-aloud-help"
          onChange={(event) => setWallSetting({ isReadAloud: event.currentTarget.checked })}
        />
        <label htmlFor="read-aloud">{t("game.setup.readAloud")}</label>
      </div>
      <p id="read-aloud-help" className="field-hint">
        {voice === null ? t("game.setup.readAloudNoVoice") : t("game.setup.readAloudHelp")}
      </p>
    </fieldset>
  )
}
