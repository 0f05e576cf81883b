import { useState } from "react"
import type { AdminCategory, AdminChallenge, AdminTag, Challenge } from "#contract/admin-answers.ts"
import { AddChallengeInput, adminTextMax, ChallengeChangeInput } from "#core/admin/admin-inputs.ts"
import { adminMessage } from "#core/admin/admin-messages.ts"
import { categoryKeys } from "#core/domain/category.ts"
import { languages } from "#core/domain/language.ts"
import type { Message } from "#core/domain/message.ts"
import { type ProblemStyle, problemStyles } from "#core/domain/problem-style.ts"
import { gameRules } from "#core/game/rules.ts"
import { challengeProblems } from "#core/packs/pack-rules.ts"
import { timerMeanings } from "#core/packs/timer-meanings.ts"
import { searchText } from "#core/validation/search-text.ts"
import { showToast, toastSuccess } from "#web/lib/state/toasts.ts"
import { useForm } from "#web/lib/use-form.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { acceptedInput, checkInput, numberOf, serverRefusals, stopAtFirstInvalid } from "../admin-form-check.ts"
import { addChallenge } from "../api/add-challenge.ts"
import { updateChallenge } from "../api/update-challenge.ts"
import { useAdminFailure } from "../use-admin-failure.ts"
import { useLanguage } from "../use-language.ts"
import { AdminDialog } from "./admin-dialog.tsx"
import { AdminField, languageLabelKey } from "./admin-field.tsx"

const fields = ["id", "category", "text.fr", "text.en", "timer.seconds", "timer.meaning", "minPlayers", "styles", "tags"] as const
type Field = (typeof fields)[number]

/** The numbers of players a challenge may need: any game (2) to the fullest (4). */
const playerCounts = Array.from({ length: gameRules.maxPlayers - gameRules.minPlayers + 1 }, (_, index) => gameRules.minPlayers + index)

/** The styles the form holds (ticked boxes, space-separated in the game's order). */
const stylesOf = (form: Record<Field, string>): ReadonlyArray<ProblemStyle> => problemStyles.filter((style) => form.styles.split(" ").includes(style))

/** All four ticked: the challenge fits every problem, which the pack says by naming no style. */
const isEveryStyle = (styles: ReadonlyArray<ProblemStyle>) => problemStyles.every((style) => styles.includes(style))

const formOf = (challenge: Challenge | undefined, defaultCategory: string): Record<Field, string> => ({
  id: "",
  category: challenge?.category ?? defaultCategory,
  "text.fr": challenge?.text.fr ?? "",
  "text.en": challenge?.text.en ?? "",
  "timer.seconds": challenge?.timer === undefined ? "" : String(challenge.timer.seconds),
  "timer.meaning": challenge?.timer?.meaning ?? "limit",
  minPlayers: String(challenge?.minPlayers ?? gameRules.minPlayers),
  // A challenge that names no style fits every problem: all four ticked.
  styles: (challenge?.styles ?? problemStyles).join(" "),
  tags: ""
})

/** The styles and fewest players the form sends: nothing for every style, nothing for any game (what the pack stores then). */
const fitOf = (form: Record<Field, string>) => {
  const styles = stylesOf(form)
  const minPlayers = numberOf(form.minPlayers) ?? gameRules.minPlayers
  return { ...(isEveryStyle(styles) ? {} : { styles }), ...(minPlayers === gameRules.minPlayers ? {} : { minPlayers }) }
}

/** The timer the form holds: none while the seconds are blank. */
const timerOf = (form: Record<Field, string>) => {
  const seconds = numberOf(form["timer.seconds"])
  return seconds === undefined ? undefined : { seconds, meaning: form["timer.meaning"] }
}

/**
 * The API's problems of the challenge (`challenges[96].timer.seconds`, the pack's JSON path) on the
 * form's fields; a missing timer on its seconds.
 */
const onChallengeFields = (apiFields: Readonly<Record<string, string>> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(apiFields ?? {}).map(([path, text]) => {
      const own = path.replace(/^challenges\[\d+\]\./, "")
      return [own === "timer" ? "timer.seconds" : own, text]
    })
  )

/**
 * Core's rules of one challenge (challengeProblems: its timer and the durations its texts name), as
 * the API would refuse them, on the form's fields, before sending.
 */
const ruleFailures = (form: Record<Field, string>): Partial<Record<Field, Message>> => {
  const timer = timerOf(form)
  const problems = challengeProblems({
    category: categoryKeys.find((key) => key === form.category) ?? "other",
    text: { fr: form["text.fr"].trim(), en: form["text.en"].trim() },
    ...(timer === undefined || Number.isNaN(timer.seconds)
      ? {}
      : { timer: { seconds: timer.seconds, meaning: timerMeanings.find((meaning) => meaning === timer.meaning) ?? "limit" } })
  })
  const failures: Partial<Record<Field, Message>> = {}
  for (const { path, rule } of problems) {
    const field: Field = path[0] === "text" ? (path[1] === "en" ? "text.en" : "text.fr") : "timer.seconds"
    failures[field] ??= adminMessage("admin.error.packProblem", { rule })
  }
  return failures
}

/** The rules read the texts, the timer and the category: an edit of the tags alone is not checked again (as the API does). */
const isRuledChange = (before: Challenge, form: Record<Field, string>, tags: ReadonlyArray<string>) => {
  const change = changeOf(before, form, tags)
  return "text" in change || "timer" in change || "category" in change
}

/** What the edit changes, field by field (nothing for what stays as it was). */
const changeOf = (before: Challenge, form: Record<Field, string>, tags: ReadonlyArray<string>) => {
  const timer = timerOf(form)
  const isSameTimer = timer?.seconds === before.timer?.seconds && (timer === undefined || timer.meaning === before.timer?.meaning)
  const text = {
    ...(form["text.fr"] === before.text.fr ? {} : { fr: form["text.fr"] }),
    ...(form["text.en"] === before.text.en ? {} : { en: form["text.en"] })
  }
  const isSameTags = tags.length === before.tags.length && tags.every((tag) => before.tags.some((each) => each === tag))
  const styles = stylesOf(form)
  const stylesBefore = before.styles ?? problemStyles
  const isSameStyles = styles.length === stylesBefore.length && styles.every((style) => stylesBefore.includes(style))
  const minPlayers = numberOf(form.minPlayers) ?? gameRules.minPlayers
  return {
    ...(form.category === before.category ? {} : { category: form.category }),
    ...(isSameTags ? {} : { tags }),
    ...(Object.keys(text).length === 0 ? {} : { text }),
    ...(isSameTimer ? {} : { timer: timer ?? null }),
    // Every style is said by ticking all four (the API stores that as no limit).
    ...(isSameStyles ? {} : { styles }),
    ...(minPlayers === (before.minPlayers ?? gameRules.minPlayers) ? {} : { minPlayers })
  }
}

/**
 * Adds a challenge to a pack, or edits one: its texts in French and English side by side, its
 * category, tags and timer (seconds, and what the clock means: a limit, a minimum or a hold), the
 * problem styles it suits (all four ticked: every style; at least one stays ticked) and the players it
 * needs. Checked with core's request Schema as the admin types, then by the API (on the pack's version
 * this screen read: a pack changed meanwhile is reloaded, the edits stay; an edit that would leave
 * the pack unable to fill a game is refused, and the dialog says which).
 */
export const ChallengeDialog = ({
  packId,
  packVersion,
  challenge,
  categories,
  tags,
  onSaved,
  onStale,
  onClose
}: {
  packId: string
  packVersion: string
  /** The challenge to edit; none to add one. */
  challenge?: Challenge
  categories: ReadonlyArray<AdminCategory>
  tags: ReadonlyArray<AdminTag>
  onSaved: (saved: AdminChallenge) => void
  /** The pack changed since it was read: load it again (the dialog stays open with the edits). */
  onStale: () => void
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const language = useLanguage()
  const report = useAdminFailure()
  const isNew = challenge === undefined
  const [chosenTags, setChosenTags] = useState<ReadonlyArray<string>>(challenge?.tags ?? [])
  const [tagFilter, setTagFilter] = useState("")
  const [isBusy, setBusy] = useState(false)
  const [staleVersion, setStaleVersion] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)

  const inputOf = (values: Record<Field, string>) => {
    const timer = timerOf(values)
    return isNew
      ? {
          expectedVersion: packVersion,
          ...(values.id.trim() === "" ? {} : { id: values.id.trim() }),
          category: values.category,
          tags: chosenTags,
          text: { fr: values["text.fr"], en: values["text.en"] },
          ...(timer === undefined ? {} : { timer }),
          ...fitOf(values)
        }
      : { expectedVersion: packVersion, ...changeOf(challenge, values, chosenTags) }
  }
  const check = (values: Record<Field, string>) => ({
    ...(isNew || isRuledChange(challenge, values, chosenTags) ? ruleFailures(values) : {}),
    ...(isNew ? checkInput(AddChallengeInput, inputOf(values), fields) : checkInput(ChallengeChangeInput, inputOf(values), fields))
  })
  const form = useForm(formOf(challenge, categories[0]?.key ?? "other"), check)

  const save = async () => {
    setFormError(null)
    if (stopAtFirstInvalid(form, ["id", "category", "text.fr", "text.en", "timer.seconds", "timer.meaning", "minPlayers", "styles"], "challenge")) return
    if (!isNew && Object.keys(changeOf(challenge, form.values, chosenTags)).length === 0) {
      showToast("info", { key: "admin.challenge.unchanged" })
      onClose()
      return
    }
    const added = isNew ? acceptedInput(AddChallengeInput, inputOf(form.values)) : undefined
    const changed = isNew ? undefined : acceptedInput(ChallengeChangeInput, inputOf(form.values))
    if (added === undefined && changed === undefined) return
    setBusy(true)
    const answer =
      added !== undefined ? await addChallenge(packId, added) : await updateChallenge(challenge?.id ?? "", changed ?? { expectedVersion: packVersion })
    setBusy(false)
    if (answer.ok) {
      toastSuccess(isNew ? "admin.challenge.added" : "admin.challenge.saved", { challenge: answer.value.challenge.id, version: answer.value.pack.version })
      onSaved(answer.value)
      onClose()
      return
    }
    const { failure } = answer
    if (failure.code === "pack-changed") {
      const current = typeof failure.body === "object" && failure.body !== null ? (failure.body as { currentVersion?: unknown }).currentVersion : undefined
      setStaleVersion(typeof current === "string" ? current : "?")
      onStale()
    }
    const refusals = serverRefusals(onChallengeFields(failure.fields), fields)
    form.refuse(refusals)
    if (refusals.form !== undefined) setFormError(refusals.form.text)
    // The pack could no longer fill a game: the API's message names it (style, players, what is left).
    if (failure.code === "pack-unplayable" && failure.message !== undefined) setFormError(failure.message)
    report(failure, isNew ? "admin.challenge.addFailed" : "admin.challenge.saveFailed")
  }

  const shownTags = tags.filter((tag) => tagFilter.trim() === "" || searchText(`${tag.id} ${tag.name.fr} ${tag.name.en}`).includes(searchText(tagFilter)))
  const toggleTag = (id: string) => setChosenTags(chosenTags.includes(id) ? chosenTags.filter((tag) => tag !== id) : [...chosenTags, id])
  const isTimeLinked = form.values.category === "time-linked"
  const chosenStyles = stylesOf(form.values)
  const toggleStyle = (style: ProblemStyle) =>
    form.setField("styles", (chosenStyles.includes(style) ? chosenStyles.filter((each) => each !== style) : [...chosenStyles, style]).join(" "))
  const stylesError = form.errorOf("styles")
  const stylesHintId = "challenge-styles-hint"
  const stylesErrorId = "challenge-styles-error"
  const stylesDescribedBy = [stylesHintId, ...(stylesError === undefined ? [] : [stylesErrorId])].join(" ")

  return (
    <AdminDialog
      id="challenge-dialog"
      title={isNew ? t("admin.challenge.addTitle") : t("admin.challenge.editTitle", { challenge: challenge.id })}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel={isNew ? t("admin.challenge.add") : t("admin.action.save")}
      isBusy={isBusy}
      isWide
    >
      {staleVersion !== null && (
        <p className="admin-notice is-warning" role="status">
          {t("admin.challenge.staleNotice", { version: staleVersion })}
        </p>
      )}
      {formError !== null && (
        <p className="admin-notice is-danger" role="alert">
          {formError}
        </p>
      )}
      <div className="admin-form-grid">
        {isNew && (
          <AdminField id="challenge-id" label={t("admin.challenge.id")} hint={t("admin.challenge.idHint", { pack: packId })} error={form.errorOf("id")}>
            {(control) => <input {...control} {...form.bind("id")} autoComplete="off" spellCheck={false} />}
          </AdminField>
        )}
        <AdminField id="challenge-category" label={t("admin.challenge.category")} error={form.errorOf("category")}>
          {(control) => (
            <select {...control} value={form.values.category} onChange={(event) => form.setValues({ ...form.values, category: event.target.value })}>
              {categories.map((category) => (
                <option key={category.key} value={category.key}>
                  {category.label[language]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField
          id="challenge-timer-seconds"
          label={t("admin.challenge.timerSeconds")}
          hint={t(isTimeLinked ? "admin.challenge.timerHintTimed" : "admin.challenge.timerHint")}
          error={form.errorOf("timer.seconds")}
        >
          {(control) => <input {...control} {...form.bind("timer.seconds")} inputMode="numeric" autoComplete="off" />}
        </AdminField>
        <AdminField id="challenge-timer-meaning" label={t("admin.challenge.timerMeaning")} error={form.errorOf("timer.meaning")}>
          {(control) => (
            <select
              {...control}
              value={form.values["timer.meaning"]}
              disabled={form.values["timer.seconds"].trim() === ""}
              onChange={(event) => form.setValues({ ...form.values, "timer.meaning": event.target.value })}
            >
              {timerMeanings.map((meaning) => (
                <option key={meaning} value={meaning}>
                  {t(`admin.challenge.meaning.${meaning}`)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField
          id="challenge-minPlayers"
          label={t("admin.challenge.minPlayers")}
          hint={t("admin.challenge.minPlayersHint")}
          error={form.errorOf("minPlayers")}
        >
          {(control) => (
            <select {...control} value={form.values.minPlayers} onChange={(event) => form.setField("minPlayers", event.target.value)}>
              {playerCounts.map((count) => (
                <option key={count} value={String(count)}>
                  {count === gameRules.minPlayers
                    ? t("admin.challenge.playersAny", { players: count })
                    : count === gameRules.maxPlayers
                      ? t("admin.challenge.playersOnly", { players: count })
                      : t("admin.challenge.playersFrom", { players: count, max: gameRules.maxPlayers })}
                </option>
              ))}
            </select>
          )}
        </AdminField>
      </div>
      <fieldset className="admin-bilingual">
        <legend>{t("admin.challenge.text")}</legend>
        <div className="admin-bilingual-pair">
          {languages.map((lang) => (
            <AdminField
              key={lang}
              id={`challenge-text-${lang}`}
              label={t(languageLabelKey[lang])}
              lang={lang}
              error={form.errorOf(`text.${lang}`)}
              length={form.values[`text.${lang}`].length}
              max={adminTextMax.challenge}
            >
              {(control) => (
                <textarea {...control} {...form.bind(`text.${lang}`)} lang={lang} rows={4} data-autofocus={lang === "fr" && !isNew ? "" : undefined} />
              )}
            </AdminField>
          ))}
        </div>
      </fieldset>
      <fieldset className="admin-style-picker" aria-describedby={stylesDescribedBy}>
        <legend>{t("admin.challenge.styles")}</legend>
        <p id={stylesHintId} className="field-hint admin-field-hint">
          {t("admin.challenge.stylesHint")}
        </p>
        <ul className="admin-chip-list">
          {problemStyles.map((style, index) => (
            <li key={style}>
              <label className="admin-chip-toggle">
                <input
                  type="checkbox"
                  // The first box takes the group's id: a refused save focuses it.
                  id={index === 0 ? "challenge-styles" : `challenge-style-${style}`}
                  checked={chosenStyles.includes(style)}
                  onChange={() => toggleStyle(style)}
                  aria-invalid={stylesError !== undefined}
                  aria-describedby={stylesError === undefined ? undefined : stylesErrorId}
                />
                <span>{t(`admin.challenge.style.${style}`)}</span>
              </label>
            </li>
          ))}
        </ul>
        {stylesError !== undefined && (
          <p id={stylesErrorId} className="field-error" role="alert">
            {stylesError}
          </p>
        )}
      </fieldset>
      <fieldset className="admin-tag-picker">
        <legend>
          {t("admin.challenge.tags")} <span className="admin-muted">{t("admin.challenge.tagsChosen", { count: chosenTags.length })}</span>
        </legend>
        {tags.length > 8 && (
          <div className="field admin-field admin-tag-filter">
            <label htmlFor="challenge-tag-filter" className="visually-hidden">
              {t("admin.challenge.tagFilter")}
            </label>
            <input
              id="challenge-tag-filter"
              type="search"
              placeholder={t("admin.challenge.tagFilter")}
              value={tagFilter}
              onChange={(event) => setTagFilter(event.target.value)}
            />
          </div>
        )}
        <ul className="admin-chip-list">
          {shownTags.map((tag) => (
            <li key={tag.id}>
              <label className="admin-chip-toggle">
                <input type="checkbox" checked={chosenTags.includes(tag.id)} onChange={() => toggleTag(tag.id)} />
                <span>{tag.name[language]}</span>
              </label>
            </li>
          ))}
        </ul>
        {form.errorOf("tags") !== undefined && <p className="field-error">{form.errorOf("tags")}</p>}
      </fieldset>
    </AdminDialog>
  )
}
