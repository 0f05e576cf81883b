import { useEffect, useRef, useState } from "react"
import { Link, useLocation } from "wouter"
import type { EventPackChoice, HostGymEvent } from "#contract/gym-event-answers.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { FormField } from "#web/components/form-field.tsx"
import type { ApiFailure } from "#web/lib/api/http.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { toastError, toastSuccess } from "#web/lib/state/toasts.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { createNight, listNightPacks, listNights } from "../api/host-api.ts"
import { hostTexts } from "../host-texts.ts"
import { isRefusal, LoadFailed, Loading, noteCreatedScreenLink, Refused, StatusBadge, windowText } from "./host-shared.tsx"
import "../host.css"

await addFeatureTexts(hostTexts, coreTexts)

type Loaded =
  | { readonly kind: "loading" }
  | { readonly kind: "refused"; readonly why: "not-host" | "not-found" }
  | { readonly kind: "failed" }
  | {
      readonly kind: "ready"
      readonly host: { readonly gymName: string; readonly city: string }
      readonly events: ReadonlyArray<HostGymEvent>
      readonly packs: ReadonlyArray<EventPackChoice>
    }

const fields = ["name", "language", "startsAt", "endsAt", "packIds"] as const
type Field = (typeof fields)[number]

/** A `datetime-local` value (local time, to the minute) for `date`. */
const localInput = (date: Date): string => {
  const pad = (value: number) => String(value).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Tonight, 19:00 to 23:00 (tomorrow's once it is past 19:00). */
const tonight = (): { readonly startsAt: string; readonly endsAt: string } => {
  const start = new Date()
  if (start.getHours() >= 19) start.setDate(start.getDate() + 1)
  start.setHours(19, 0, 0, 0)
  const end = new Date(start)
  end.setHours(23, 0, 0, 0)
  return { startsAt: localInput(start), endsAt: localInput(end) }
}

/** A typed local time as the API reads instants (ISO, UTC); what does not read goes as typed, for the API to say so. */
const instantOf = (typed: string): string => {
  const date = new Date(typed)
  return typed === "" || Number.isNaN(date.getTime()) ? typed : date.toISOString()
}

/** The field a refusal's message belongs next to: the API's own field, or the one its code is about. */
const errorsOf = (failure: ApiFailure, fallback: string): Partial<Record<Field, string>> => {
  const errors: Partial<Record<Field, string>> = {}
  for (const [path, text] of Object.entries(failure.fields ?? {})) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`)) ?? (path.startsWith("options") ? "packIds" : undefined)
    if (field !== undefined && errors[field] === undefined) errors[field] = text
  }
  if (Object.keys(errors).length > 0) return errors
  if (failure.code === "invalid-event-window") return { endsAt: failure.message ?? fallback }
  if (failure.code === "event-pack-unavailable") return { packIds: failure.message ?? fallback }
  return {}
}

/** The form that creates a night: a refusal's messages sit next to their fields, nothing typed is lost, the focus goes to the first. */
const CreateNight = ({ packs }: { packs: ReadonlyArray<EventPackChoice> }) => {
  const { t, i18n } = useTranslation()
  const [, navigate] = useLocation()
  const [name, setName] = useState("")
  const [language, setLanguage] = useState<"fr" | "en">(i18n.language === "en" ? "en" : "fr")
  const [times, setTimes] = useState(tonight)
  const [packIds, setPackIds] = useState<ReadonlyArray<string>>(() => (packs[0] === undefined ? [] : [packs[0].id]))
  const [tieBreakDuel, setTieBreakDuel] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [isBusy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const first = fields.find((field) => errors[field] !== undefined)
    if (first !== undefined) form.current?.querySelector<HTMLElement>(`#night-${first}`)?.focus()
  }, [errors])

  const submit = async () => {
    setBusy(true)
    const answer = await createNight({
      name,
      language,
      startsAt: instantOf(times.startsAt),
      endsAt: instantOf(times.endsAt),
      packIds,
      options: { tieBreakDuel }
    })
    setBusy(false)
    if (!answer.ok) {
      const found = errorsOf(answer.failure, t("gymNight.host.create.failed"))
      setErrors(found)
      if (Object.keys(found).length === 0) toastError("gymNight.host.create.failed")
      return
    }
    noteCreatedScreenLink(answer.value.event.id, answer.value.screenUrl)
    toastSuccess("gymNight.host.created", { name: answer.value.event.name })
    navigate(pathFor("host-event", { id: answer.value.event.id }))
  }

  const togglePack = (id: string, isChosen: boolean) => setPackIds((chosen) => (isChosen ? [...chosen, id] : chosen.filter((each) => each !== id)))

  return (
    <form
      ref={form}
      className="host-card host-create"
      noValidate
      aria-labelledby="create-night-title"
      onSubmit={(event) => {
        event.preventDefault()
        if (!isBusy) void submit()
      }}
    >
      <h2 id="create-night-title">{t("gymNight.host.create.title")}</h2>
      <FormField
        id="night-name"
        label={t("gymNight.host.create.name")}
        error={errors.name}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        type="text"
        autoComplete="off"
      />
      <fieldset
        className="host-choices"
        id="night-language"
        tabIndex={-1}
        aria-describedby={errors.language === undefined ? undefined : "night-language-error"}
      >
        <legend>{t("gymNight.host.create.language")}</legend>
        {(["fr", "en"] as const).map((each) => (
          <label key={each} className="host-choice">
            <input type="radio" name="night-language" value={each} checked={language === each} onChange={() => setLanguage(each)} />
            {t(each === "fr" ? "gymNight.host.create.french" : "gymNight.host.create.english")}
          </label>
        ))}
        {errors.language !== undefined && (
          <p id="night-language-error" className="field-error">
            {errors.language}
          </p>
        )}
      </fieldset>
      <div className="host-window">
        <FormField
          id="night-startsAt"
          label={t("gymNight.host.create.startsAt")}
          error={errors.startsAt}
          type="datetime-local"
          value={times.startsAt}
          onChange={(event) => {
            const startsAt = event.currentTarget.value
            setTimes((typed) => ({ ...typed, startsAt }))
          }}
        />
        <FormField
          id="night-endsAt"
          label={t("gymNight.host.create.endsAt")}
          error={errors.endsAt}
          type="datetime-local"
          value={times.endsAt}
          onChange={(event) => {
            const endsAt = event.currentTarget.value
            setTimes((typed) => ({ ...typed, endsAt }))
          }}
        />
      </div>
      <fieldset className="host-choices" id="night-packIds" tabIndex={-1} aria-describedby={errors.packIds === undefined ? undefined : "night-packIds-error"}>
        <legend>{t("gymNight.host.create.packs")}</legend>
        {packs.length === 0 && <p className="host-muted">{t("gymNight.host.create.noPacks")}</p>}
        {packs.map((pack) => (
          <label key={pack.id} className="host-choice">
            <input type="checkbox" checked={packIds.includes(pack.id)} onChange={(event) => togglePack(pack.id, event.currentTarget.checked)} />
            <span>
              {pack.name[i18n.language === "en" ? "en" : "fr"]}{" "}
              <span className="host-muted">· {t("gymNight.host.create.cards", { count: pack.challengeCount })}</span>
            </span>
          </label>
        ))}
        {errors.packIds !== undefined && (
          <p id="night-packIds-error" className="field-error">
            {errors.packIds}
          </p>
        )}
      </fieldset>
      <label className="host-choice">
        <input type="checkbox" checked={tieBreakDuel} onChange={(event) => setTieBreakDuel(event.currentTarget.checked)} />
        {t("gymNight.host.create.tieBreak")}
      </label>
      <button type="submit" className="button button-primary" disabled={isBusy} aria-busy={isBusy}>
        {t("gymNight.host.create.submit")}
      </button>
    </form>
  )
}

/** `/host`: the host's gym, their nights (newest first) and the form that creates one (issue #39). */
const HostPage = () => {
  const { t, i18n } = useTranslation()
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" })
  const [attempt, setAttempt] = useState(0)
  usePageTitle(t("gymNight.host.title"))

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button's trigger
  useEffect(() => {
    let isCurrent = true
    void Promise.all([listNights(), listNightPacks()]).then(([nights, packs]) => {
      if (!isCurrent) return
      if (!nights.ok || !packs.ok) {
        const failure = nights.ok ? (packs.ok ? undefined : packs.failure) : nights.failure
        const why = failure === undefined ? null : isRefusal(failure)
        setLoaded(why === null ? { kind: "failed" } : { kind: "refused", why })
        return
      }
      const events = [...nights.value.events].sort((a, b) => b.startsAt.localeCompare(a.startsAt) || b.createdAt.localeCompare(a.createdAt))
      setLoaded({ kind: "ready", host: nights.value.host, events, packs: packs.value })
    })
    return () => {
      isCurrent = false
    }
  }, [attempt])

  if (loaded.kind === "loading") return <Loading text={t("gymNight.host.loading")} />
  if (loaded.kind === "refused") return <Refused why={loaded.why} />
  if (loaded.kind === "failed") return <LoadFailed onRetry={() => setAttempt((count) => count + 1)} />

  return (
    <section className="host-page" aria-labelledby="host-title">
      <header className="host-header">
        <p className="eyebrow">{t("gymNight.host.place", { gym: loaded.host.gymName, city: loaded.host.city })}</p>
        <h1 id="host-title">{t("gymNight.host.title")}</h1>
        <p className="lead">{t("gymNight.host.lead")}</p>
      </header>
      <div className="host-columns">
        <section className="host-nights" aria-labelledby="host-nights-title">
          <h2 id="host-nights-title">{t("gymNight.host.nights")}</h2>
          {loaded.events.length === 0 ? (
            <p className="host-muted">{t("gymNight.host.none")}</p>
          ) : (
            <ul className="host-list" aria-labelledby="host-nights-title">
              {loaded.events.map((event) => (
                <li key={event.id} className="host-card host-night">
                  <div className="host-night-head">
                    <Link href={pathFor("host-event", { id: event.id })} className="host-night-name">
                      {event.name}
                    </Link>
                    <StatusBadge status={event.status} />
                  </div>
                  <dl className="host-facts">
                    <div>
                      <dt>{t("gymNight.host.when")}</dt>
                      <dd>{windowText(event, i18n.language)}</dd>
                    </div>
                    <div>
                      <dt>{t("gymNight.host.code")}</dt>
                      <dd className="host-code">{event.joinCode}</dd>
                    </div>
                    <div>
                      <dt>{t("gymNight.host.groupsLabel")}</dt>
                      <dd>{t("gymNight.host.groups", { count: event.groups })}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>
        <CreateNight packs={loaded.packs} />
      </div>
    </section>
  )
}

export default HostPage
