import { useEffect, useState } from "react"
import { encode } from "uqr"
import { Link, useSearch } from "wouter"
import type { HostGymEvent } from "#contract/gym-event-answers.ts"
import type { Language } from "#core/domain/language.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { getNight } from "../api/host-api.ts"
import { hostTexts } from "../host-texts.ts"
import { isRefusal, Loading, Refused, windowText } from "./host-shared.tsx"
import "../host.css"
import "../poster.css"

await addFeatureTexts(hostTexts, coreTexts)

interface PosterPageProps {
  readonly params: Readonly<Record<string, string>>
}

/**
 * What the poster says, in the poster's language whatever the app's: it hangs in a gym for players
 * who read it there (so its words come with it, in both languages, rather than the app's texts).
 */
const posterWords: Readonly<Record<Language, { readonly code: string; readonly howTo: string; readonly qr: string }>> = {
  fr: {
    code: "Code de la soirée",
    howTo: "Scanne le QR code avec le téléphone qui compte les points, ou tape le code dans Allez! en préparant ta partie.",
    qr: "QR code pour rejoindre la soirée"
  },
  en: {
    code: "The night's code",
    howTo: "Scan the QR code with the phone that keeps score, or type the code in Allez! when you set up your game.",
    qr: "QR code to join the night"
  }
}

/** The join link as a QR code: an SVG drawn from uqr's modules, dark on white with its quiet zone. */
const JoinQr = ({ text, label }: { text: string; label: string }) => {
  const { size, data } = encode(text, { ecc: "M", border: 2 })
  let path = ""
  for (const [y, row] of data.entries()) {
    for (const [x, isDark] of row.entries()) if (isDark) path += `M${x} ${y}h1v1h-1z`
  }
  return (
    <svg className="poster-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="poster-qr">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}

/**
 * `/host/events/:id/poster?size=a4|a3&lang=fr|en`: the night's poster, one printed page (A4 or A3,
 * portrait, named pages in poster.css): its name, the gym, the window, a big QR code of the join
 * link, the code in very large type and how to join. No navbar or footer; the toolbar is not printed.
 */
const PosterPage = ({ params }: PosterPageProps) => {
  const { t } = useTranslation()
  const search = new URLSearchParams(useSearch())
  const id = params.id ?? ""
  const size = search.get("size") === "a3" ? "a3" : "a4"
  const [event, setEvent] = useState<HostGymEvent | null | "not-host" | "not-found" | "failed">(null)
  const asked = search.get("lang")
  const language: Language = asked === "fr" || asked === "en" ? asked : event !== null && typeof event === "object" ? event.language : "fr"
  usePageTitle(t("gymNight.host.poster.title", { name: event !== null && typeof event === "object" ? event.name : "" }))

  useEffect(() => {
    let isCurrent = true
    void getNight(id).then((answer) => {
      if (!isCurrent) return
      setEvent(answer.ok ? answer.value : (isRefusal(answer.failure) ?? "failed"))
    })
    return () => {
      isCurrent = false
    }
  }, [id])

  if (event === null) return <Loading text={t("gymNight.host.loading")} />
  if (event === "not-host" || event === "not-found")
    return (
      <main id="main" tabIndex={-1}>
        <Refused why={event} />
      </main>
    )
  if (event === "failed")
    return (
      <main id="main" tabIndex={-1} className="host-page">
        <h1>{t("gymNight.host.event.posterTitle")}</h1>
        <p role="alert">{t("gymNight.host.loadFailed")}</p>
        <Link href={pathFor("host")} className="button button-primary">
          {t("gymNight.host.backToNights")}
        </Link>
      </main>
    )

  const words = posterWords[language]
  return (
    <main id="main" tabIndex={-1} className={`poster-page is-${size}`}>
      <div className="poster-toolbar">
        <Link href={pathFor("host-event", { id: event.id })} className="button button-ghost">
          <Icon name="arrowLeft" size={18} /> {t("gymNight.host.poster.back")}
        </Link>
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          {t("gymNight.host.poster.print")}
        </button>
      </div>
      <article className={`poster is-${size}`} lang={language} data-testid="poster" aria-labelledby="poster-name">
        <p className="poster-place">
          {event.gymName}, {event.city}
        </p>
        <h1 id="poster-name" className="poster-name">
          {event.name}
        </h1>
        <p className="poster-when">{windowText(event, language)}</p>
        <JoinQr text={event.joinUrl} label={words.qr} />
        <p className="poster-code-label">{words.code}</p>
        <p className="poster-code" data-testid="poster-code">
          {event.joinCode}
        </p>
        <p className="poster-how">{words.howTo}</p>
        <p className="poster-url">{event.joinUrl}</p>
      </article>
    </main>
  )
}

export default PosterPage
