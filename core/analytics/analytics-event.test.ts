// Effect's own fast-check, so Schema-derived arbitraries (Arbitrary.make) compose with the rest.
import { Arbitrary, Either, FastCheck as fc, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Language } from "../domain/language-schema.ts"
import { routes } from "../navigation/routes.ts"
import { AnalyticsEvent, AnalyticsSummary, AppPath, Day, dayOf, type EventCount, EventType, periodEnding, RoutePath, summarise } from "./analytics-event.ts"

const decodePath = Schema.decodeUnknownEither(AppPath)
const pathOf = (input: unknown) => Either.getOrThrow(decodePath(input))

describe("AppPath: the page a path showed, with nothing personal", () => {
  it("keeps the route's pattern: no query, no hash, no parameter values", () => {
    expect(pathOf("/")).toBe("/")
    expect(pathOf("/rules")).toBe("/rules")
    expect(pathOf("/rules/")).toBe("/rules")
    expect(pathOf("/rules?ref=mail&email=ana@example.test#top")).toBe("/rules")
    expect(pathOf("/game/0b7c9a3e-5f7d-4a53?x=1")).toBe("/game/:id")
    expect(pathOf("/game/pregame")).toBe("/game/pregame")
    expect(pathOf("/admin/packs/party-night")).toBe("/admin/packs/:id")
    expect(pathOf("/auth/forgot-password?token=abc123")).toBe("/auth/forgot-password")
  })

  it("counts a path of no page as the not-found page", () => {
    expect(pathOf("/ana@example.test")).toBe("/404")
    expect(pathOf("/store/bag/extra/segments")).toBe("/404")
  })

  it("refuses what is not a path of the app", () => {
    for (const input of ["", "rules", "//evil.example/rules", "https://evil.example/", `/${"a".repeat(2048)}`, 42, null]) {
      expect(Either.isLeft(decodePath(input)), String(input)).toBe(true)
    }
  })

  it("for any route, parameter value and query, gives that route's pattern", () => {
    const concrete = routes.filter((route) => route.path !== "/game" || route.name === "main-menu")
    fc.assert(
      fc.property(
        fc.constantFrom(...concrete),
        fc
          .stringMatching(/^[A-Za-z0-9_-]{1,20}$/)
          .filter((id) => id !== "pregame" && id !== "disclaimer" && id !== "history" && id !== "challenges" && id !== "categories" && id !== "tags"),
        fc.string({ maxLength: 40 }),
        (route, id, query) => {
          const path = route.path.replace(/:\w+/, id)
          expect(pathOf(`${path}?${query}`)).toBe(route.path)
        }
      )
    )
  })

  it("for any string, a decoded path is a page of the route table and keeps none of the input's query", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const decoded = decodePath(`/${text}`)
        expect(Either.isRight(decoded)).toBe(!text.startsWith("/"))
        if (Either.isRight(decoded)) {
          expect(routes.map((route) => route.path)).toContain(decoded.right)
          expect(decoded.right).not.toMatch(/[?#]/)
        }
      })
    )
  })
})

describe("AnalyticsEvent: the body the web app sends", () => {
  const decode = Schema.decodeUnknownEither(AnalyticsEvent, { onExcessProperty: "error" })

  it("takes what web/lib/api/send-event.ts sends", () => {
    expect(decode({ type: "page_view", path: "/rules?x=1", language: "fr", at: new Date(0).toISOString() })).toEqual(
      Either.right({ type: "page_view", path: "/rules", language: "fr", at: "1970-01-01T00:00:00.000Z" })
    )
    expect(Either.isRight(decode({ type: "app_installed", path: "/", language: "en" }))).toBe(true)
  })

  it("refuses other types, languages, times and any field that could name someone", () => {
    const good = { type: "page_view", path: "/", language: "fr" }
    for (const bad of [
      { ...good, type: "click" },
      { ...good, language: "de" },
      { ...good, at: "yesterday" },
      { ...good, at: "x".repeat(5000) },
      { ...good, userId: "ana" },
      { ...good, userAgent: "Mozilla/5.0" }
    ]) {
      expect(Either.isLeft(decode(bad)), JSON.stringify(bad).slice(0, 80)).toBe(true)
    }
  })
})

describe("summarise", () => {
  const count = (day: string, type: EventCount["type"], path: EventCount["path"], language: EventCount["language"], n: number): EventCount => ({
    day: Day.make(day),
    type,
    path,
    language,
    count: n
  })

  it("adds a period's counts up per type, language, page (most first) and day (every day, zeros included)", () => {
    const summary = summarise(
      [
        count("2026-05-01", "page_view", "/", "fr", 4),
        count("2026-05-01", "page_view", "/rules", "en", 1),
        count("2026-05-03", "page_view", "/rules", "fr", 5),
        count("2026-05-03", "install_prompt", "/", "fr", 2),
        count("2026-05-03", "app_installed", "/", "en", 1),
        count("2026-05-04", "page_view", "/store", "fr", 9)
      ],
      Day.make("2026-05-01"),
      Day.make("2026-05-03")
    )
    const none = { page_view: 0, install_prompt: 0, app_installed: 0 }
    expect(summary).toEqual({
      from: "2026-05-01",
      to: "2026-05-03",
      total: 13,
      byType: { page_view: 10, install_prompt: 2, app_installed: 1 },
      byLanguage: { fr: 11, en: 2 },
      byPath: [
        { path: "/", total: 7, byType: { page_view: 4, install_prompt: 2, app_installed: 1 } },
        { path: "/rules", total: 6, byType: { ...none, page_view: 6 } }
      ],
      byDay: [
        { day: "2026-05-01", total: 5, byType: { ...none, page_view: 5 } },
        { day: "2026-05-02", total: 0, byType: none },
        { day: "2026-05-03", total: 8, byType: { page_view: 5, install_prompt: 2, app_installed: 1 } }
      ]
    })
  })

  it("for any counts and period, every breakdown adds up to the period's total and fits the summary's Schema", () => {
    const arbCount = fc.record({
      day: fc.integer({ min: 0, max: 9 }).map((n) => dayOf(Date.UTC(2026, 1, 24) + n * 86_400_000)),
      type: Arbitrary.make(EventType),
      path: Arbitrary.make(RoutePath),
      language: Arbitrary.make(Language),
      count: fc.integer({ min: 1, max: 1000 })
    })
    fc.assert(
      fc.property(fc.array(arbCount, { maxLength: 60 }), fc.integer({ min: 1, max: 10 }), (counts, days) => {
        const { from, to } = periodEnding(Date.UTC(2026, 2, 5, 23, 59), days)
        const summary = summarise(counts, from, to)
        const inPeriod = counts.filter((each) => each.day >= from && each.day <= to)
        const total = inPeriod.reduce((sum, each) => sum + each.count, 0)
        const add = (values: ReadonlyArray<number>) => values.reduce((sum, value) => sum + value, 0)
        expect(summary.total).toBe(total)
        expect(add(Object.values(summary.byType))).toBe(total)
        expect(add(Object.values(summary.byLanguage))).toBe(total)
        expect(add(summary.byPath.map((each) => each.total))).toBe(total)
        expect(add(summary.byDay.map((each) => each.total))).toBe(total)
        expect(summary.byDay.map((each) => each.day)).toHaveLength(days)
        expect(summary.byDay.at(-1)?.day).toBe("2026-03-05")
        expect(summary.byPath.every((each, i) => i === 0 || (summary.byPath[i - 1]?.total ?? 0) >= each.total)).toBe(true)
        expect(Either.isRight(Schema.decodeUnknownEither(AnalyticsSummary)(summary))).toBe(true)
      })
    )
  })
})

describe("days", () => {
  it("dates an instant by its UTC day, and a period ends today", () => {
    expect(dayOf(Date.UTC(2026, 4, 3, 23, 59, 59))).toBe("2026-05-03")
    expect(periodEnding(Date.UTC(2026, 4, 3, 12), 1)).toEqual({ from: "2026-05-03", to: "2026-05-03" })
    expect(periodEnding(Date.UTC(2026, 2, 1, 0, 30), 30)).toEqual({ from: "2026-01-31", to: "2026-03-01" })
  })
})
