import { useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import type { JoinedGymEvent } from "#contract/gym-event-answers.ts"
import type { Message } from "#core/domain/message.ts"
import { formatJoinCode, normaliseJoinCode } from "#core/gym-events/join-code.ts"
import { dateTimeFormat } from "#core/locale/formatters.ts"
import { pathFor, withReturnTo } from "#core/navigation/routes.ts"
import { GymNightNotice, gymNightTexts, JoinCodeForm } from "#web/components/gym-night.tsx"
import { Icon } from "#web/components/icons.tsx"
import { joinNight, takeNamesNotice } from "#web/lib/gym-night.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { profile } from "#web/lib/state/session.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { joinTexts } from "./join-texts.ts"
import "./join.css"

await addFeatureTexts(joinTexts, gymNightTexts, coreTexts)

/** The route's parameters: the code as the poster's link carries it. */
interface JoinPageProps {
  readonly params: Readonly<Record<string, string>>
}

type Joining =
  | { readonly kind: "joining" }
  | { readonly kind: "joined"; readonly event: JoinedGymEvent; readonly isNoticeShown: boolean }
  | { readonly kind: "refused"; readonly message: Message | "offline" }

/** The night's time window in the reader's language: "Friday 4 December, 19:00 – 23:00". */
const windowText = (event: JoinedGymEvent, language: string): string => {
  const format = dateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" })
  return format.formatRange(new Date(event.startsAt), new Date(event.endsAt))
}

/**
 * The page a gym night's poster opens (`/event/<code>`, issue #39): it joins the night by its code
 * (no account needed to see it), shows the night, tells the group once that its players' names will
 * show on the gym's screen, and leads to the pregame, where the next game is tied to the night (kept on
 * this device: lib/gym-night.ts). A visitor not signed in signs in or up and comes back here; the
 * disclaimer comes on the way to the pregame. A code no open night has says so, with a field to type it again.
 */
const JoinPage = ({ params }: JoinPageProps) => {
  const { t, i18n } = useTranslation()
  const [, navigate] = useLocation()
  const code = params.code ?? ""
  const [joining, setJoining] = useState<Joining>({ kind: "joining" })
  const [retryError, setRetryError] = useState<string | undefined>(undefined)
  const isSignedIn = profile.value !== null
  const language = i18n.language === "en" ? "en" : "fr"

  useEffect(() => {
    let isCurrent = true
    setJoining({ kind: "joining" })
    void joinNight(code).then((outcome) => {
      if (!isCurrent) return
      if (outcome.ok) setJoining({ kind: "joined", event: outcome.event, isNoticeShown: takeNamesNotice(outcome.event.id) })
      else setJoining({ kind: "refused", message: outcome.message })
    })
    return () => {
      isCurrent = false
    }
  }, [code])

  usePageTitle(joining.kind === "joined" ? joining.event.name : t(joining.kind === "refused" ? "gymNight.join.refusedTitle" : "gymNight.join.eyebrow"))

  const tryAgain = (typed: string) => {
    const normalised = normaliseJoinCode(typed)
    if (normalised === null) setRetryError(t("gymEvent.validation.joinCode"))
    else {
      setRetryError(undefined)
      navigate(pathFor("event-join", { code: formatJoinCode(normalised) }))
    }
  }

  if (joining.kind === "joining") {
    return (
      <div className="page-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t("gymNight.join.joining")}</span>
      </div>
    )
  }

  if (joining.kind === "refused") {
    const { message } = joining
    const isOffline = message === "offline"
    return (
      <section className="gym-join" aria-labelledby="gym-join-title">
        <header className="gym-join-header">
          <p className="eyebrow">{t("gymNight.join.eyebrow")}</p>
          <h1 id="gym-join-title">{t(isOffline ? "gymNight.join.offlineTitle" : "gymNight.join.refusedTitle")}</h1>
        </header>
        <p className="gym-join-refusal" role="alert">
          <Icon name={isOffline ? "wifiOff" : "alert"} size={22} />{" "}
          <span>{message === "offline" ? t("gymNight.offline") : t(message.key, message.params)}</span>
        </p>
        <p>{t("gymNight.join.tryAnother")}</p>
        <JoinCodeForm id="join-code-again" error={retryError} isBusy={false} onJoin={tryAgain} />
      </section>
    )
  }

  const { event, isNoticeShown } = joining
  const here = pathFor("event-join", { code })
  return (
    <section className="gym-join" aria-labelledby="gym-join-title">
      <header className="gym-join-header">
        <p className="eyebrow">{t("gymNight.join.eyebrow")}</p>
        <h1 id="gym-join-title">{event.name}</h1>
        <p className="gym-join-where">{t("gymNight.join.where", { gym: event.gymName, city: event.city })}</p>
      </header>
      <dl className="gym-join-facts">
        <div>
          <dt>{t("gymNight.join.when")}</dt>
          <dd>{windowText(event, language)}</dd>
        </div>
        <div>
          <dt>{t("gymNight.join.packs")}</dt>
          <dd>
            <ul className="gym-join-packs">
              {event.packs.map((pack) => (
                <li key={pack.id}>{pack.name[language]}</li>
              ))}
            </ul>
            <p className="gym-join-hint">{t("gymNight.join.packsHelp")}</p>
          </dd>
        </div>
      </dl>
      {isNoticeShown && <GymNightNotice />}
      {isSignedIn ? (
        <>
          <p className="gym-join-joined" role="status">
            <Icon name="check" size={22} /> <span>{t("gymNight.join.joined")}</span>
          </p>
          <Link href={pathFor("pregame")} className="button button-primary button-large button-block">
            <Icon name="play" size={22} /> {t("gymNight.join.play")}
          </Link>
        </>
      ) : (
        <>
          <p>{t("gymNight.join.signInFirst")}</p>
          <div className="gym-join-account">
            <Link href={withReturnTo(pathFor("sign-up"), here)} className="button button-primary button-block">
              {t("gymNight.join.signUp")}
            </Link>
            <Link href={withReturnTo(pathFor("sign-in"), here)} className="button button-ghost button-block">
              {t("gymNight.join.signIn")}
            </Link>
          </div>
        </>
      )}
    </section>
  )
}

export default JoinPage
