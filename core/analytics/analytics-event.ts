import { Schema } from "effect"
import { Language } from "../domain/language-schema.ts"
import { matchRoute, type RouteName, routes } from "../navigation/routes.ts"

/** What the web app reports once analytics cookies are accepted (spec §4). */
export const eventTypes = ["page_view", "install_prompt", "app_installed"] as const
export const EventType = Schema.Literal(...eventTypes)
export type EventType = typeof EventType.Type

/** A page of the route table, as its pattern: `/game/:id`, never a game's id. */
export const RoutePath = Schema.Literal(routes[0].path, ...routes.slice(1).map((route) => route.path))
export type RoutePath = typeof RoutePath.Type

const patternOf = new Map<RouteName, RoutePath>(routes.map((route) => [route.name, route.path]))

/** A UTC calendar day, `2026-05-03`. */
export const Day = Schema.String.pipe(Schema.pattern(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/), Schema.brand("Day"))
export type Day = typeof Day.Type

/** The UTC day of an instant (epoch ms). */
export const dayOf = (epochMs: number): Day => Day.make(new Date(epochMs).toISOString().slice(0, 10))

const dayMs = 24 * 60 * 60 * 1000

/**
 * The path the browser showed, reduced to the page it matched: query, hash and path parameters
 * are dropped (they can carry tokens, e-mails, game ids), and an unknown path counts as `/404`.
 * Only a path of the app is taken: `/…`, not `//host/…` nor a full URL.
 * @example Schema.decodeSync(AppPath)("/game/abc123?from=mail") // "/game/:id"
 */
export const AppPath = Schema.transform(Schema.String.pipe(Schema.maxLength(2048), Schema.pattern(/^\/(?!\/)/)), RoutePath, {
  strict: true,
  decode: (path) => patternOf.get(matchRoute(path).name) ?? "/404",
  encode: (path) => path
})

/** An ISO 8601 instant, as `Date.prototype.toISOString` writes it (offsets allowed). */
const Instant = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/))

/**
 * The body of `POST /api/events` (web/lib/api/send-event.ts). `at`, the device's clock, is checked
 * but not kept: the server's clock dates events, so a wrong device clock cannot move them.
 */
export const AnalyticsEvent = Schema.Struct({
  type: EventType,
  path: AppPath,
  language: Language,
  at: Schema.optional(Instant)
})
export type AnalyticsEvent = typeof AnalyticsEvent.Type

/**
 * What is stored: how many events of one type were seen on one page, in one language, on one UTC
 * day. No user, address, agent or time of day: counts only.
 */
export const EventCount = Schema.Struct({
  day: Day,
  type: EventType,
  path: RoutePath,
  language: Language,
  count: Schema.Int.pipe(Schema.positive())
})
export type EventCount = typeof EventCount.Type

/** The key of one counter (what `record` adds one to). */
export type CountedEvent = Omit<EventCount, "count">

const Count = Schema.Int.pipe(Schema.nonNegative())

/** Counts per event type. */
export const TypeCounts = Schema.Struct({ page_view: Count, install_prompt: Count, app_installed: Count })
export type TypeCounts = typeof TypeCounts.Type

/** The admin's view of a period: totals per type, language, page and day (every day, zeros too). */
export const AnalyticsSummary = Schema.Struct({
  from: Day,
  to: Day,
  total: Count,
  byType: TypeCounts,
  byLanguage: Schema.Struct({ fr: Count, en: Count }),
  /** Pages with events, most events first (then by path). */
  byPath: Schema.Array(Schema.Struct({ path: RoutePath, total: Count, byType: TypeCounts })),
  /** Every day from `from` to `to`, oldest first. */
  byDay: Schema.Array(Schema.Struct({ day: Day, total: Count, byType: TypeCounts }))
})
export type AnalyticsSummary = typeof AnalyticsSummary.Type

/** The longest period a summary covers, in days. */
export const summaryMaxDays = 366

/** The `days` UTC days ending with the day of `now` (inclusive). */
export const periodEnding = (now: number, days: number): { readonly from: Day; readonly to: Day } => ({
  from: dayOf(now - (days - 1) * dayMs),
  to: dayOf(now)
})

const noCounts = (): { -readonly [T in EventType]: number } => ({ page_view: 0, install_prompt: 0, app_installed: 0 })

/** Every day from `from` to `to`, inclusive. */
const daysBetween = (from: Day, to: Day): ReadonlyArray<Day> => {
  const out: Array<Day> = []
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += dayMs) out.push(dayOf(at))
  return out
}

/**
 * Adds the stored counts of the period up per type, language, page and day. Counts outside the
 * period are left out.
 */
export const summarise = (counts: ReadonlyArray<EventCount>, from: Day, to: Day): AnalyticsSummary => {
  const byType = noCounts()
  const byLanguage: Record<Language, number> = { fr: 0, en: 0 }
  const byPath = new Map<RoutePath, ReturnType<typeof noCounts>>()
  const byDay = new Map<Day, ReturnType<typeof noCounts>>(daysBetween(from, to).map((day) => [day, noCounts()]))
  let total = 0
  for (const { day, type, path, language, count } of counts) {
    const dayCounts = byDay.get(day)
    if (dayCounts === undefined) continue
    total += count
    byType[type] += count
    byLanguage[language] += count
    dayCounts[type] += count
    const pathCounts = byPath.get(path) ?? noCounts()
    pathCounts[type] += count
    byPath.set(path, pathCounts)
  }
  const sum = (counts: TypeCounts) => counts.page_view + counts.install_prompt + counts.app_installed
  return {
    from,
    to,
    total,
    byType,
    byLanguage,
    byPath: [...byPath]
      .map(([path, counts]) => ({ path, total: sum(counts), byType: counts }))
      .sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    byDay: [...byDay].map(([day, counts]) => ({ day, total: sum(counts), byType: counts }))
  }
}
