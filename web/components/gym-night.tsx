import { type FormEvent, useState } from "react"
import { joinCodeLength } from "#core/gym-events/join-code.ts"
import type { FeatureTexts } from "../lib/i18n.ts"
import { useTranslation } from "../lib/use-translation.ts"
import { FormField } from "./form-field.tsx"
import { Icon } from "./icons.tsx"
import "./gym-night.css"

/** What the join page and the pregame both show of a gym night (issue #39): the names notice and the code field. */

/** Their texts (and what joining offline says), loaded by the pages that show them. */
export const gymNightTexts: FeatureTexts = {
  fr: () => import("./locales/gym-night/fr.json"),
  en: () => import("./locales/gym-night/en.json")
}

/**
 * Tells a group joining a gym night that its players' names will show on the gym's screen (issue #39).
 * Shown once per event on a device (lib/gym-night.ts remembers it); needs `gymNightTexts` loaded.
 */
export const GymNightNotice = () => {
  const { t } = useTranslation()
  return (
    <aside className="gym-night-notice" aria-labelledby="gym-night-notice-title" data-testid="gym-night-notice">
      <Icon name="eye" size={22} />
      <div>
        <h2 id="gym-night-notice-title">{t("gymNight.noticeTitle")}</h2>
        <p>{t("gymNight.notice")}</p>
      </div>
    </aside>
  )
}

/**
 * The field where a group types a gym night's code (8 letters and digits, any case, with or without a
 * dash or spaces, as the poster shows it). `error` is said under the field; needs `gymNightTexts`.
 */
export const JoinCodeForm = ({ id, error, isBusy, onJoin }: { id: string; error?: string | undefined; isBusy: boolean; onJoin: (typed: string) => void }) => {
  const { t } = useTranslation()
  const [typed, setTyped] = useState("")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isBusy) onJoin(typed)
  }
  return (
    <form className="join-code-form" onSubmit={submit} noValidate>
      <FormField
        id={id}
        label={t("gymNight.codeLabel")}
        hint={t("gymNight.codeHint", { count: joinCodeLength })}
        error={error}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        inputMode="text"
      />
      <button type="submit" className="button button-ghost" disabled={isBusy}>
        {t("gymNight.join")}
      </button>
    </form>
  )
}
