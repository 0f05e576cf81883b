// Effect's own fast-check, so Schema-derived arbitraries (Arbitrary.make) compose with the rest.
import { Arbitrary, Effect, FastCheck as fc, type Layer } from "effect"
import { describe, expect, it } from "vitest"
import { type CountedEvent, Day, type EventCount, EventType, RoutePath } from "#core/analytics/analytics-event.ts"
import { Language } from "#core/domain/language-schema.ts"
import { AnalyticsRepository } from "#core/ports/analytics-repository.ts"

const event = (day: string, type: EventType, path: RoutePath, language: Language = "fr"): CountedEvent => ({ day: Day.make(day), type, path, language })

const tally = (events: ReadonlyArray<CountedEvent>, from: string, to: string): ReadonlyArray<EventCount> => {
  const counts = new Map<string, EventCount>()
  for (const { day, type, path, language } of events) {
    if (day < from || day > to) continue
    const key = JSON.stringify([day, type, path, language])
    counts.set(key, { day, type, path, language, count: (counts.get(key)?.count ?? 0) + 1 })
  }
  const order = (e: EventCount) => [e.day, e.type, e.path, e.language]
  return [...counts.values()].sort((a, b) => {
    const [x, y] = [order(a), order(b)]
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as string) < (y[i] as string) ? -1 : 1
    return 0
  })
}

/** Events over a few days, so counters repeat and periods cut through them. */
const arbDay = fc.constantFrom(...["2026-04-29", "2026-04-30", "2026-05-01", "2026-05-02", "2026-05-03"].map((day) => Day.make(day)))
const arbEvent: fc.Arbitrary<CountedEvent> = fc.record({
  day: arbDay,
  type: Arbitrary.make(EventType),
  path: Arbitrary.make(RoutePath),
  language: Arbitrary.make(Language)
})

/** The contract of the analytics counters; `makeLayer` gives a fresh, empty store on each call. */
export const describeAnalyticsRepositoryContract = (
  name: string,
  makeLayer: () => Layer.Layer<AnalyticsRepository>,
  options: { readonly timeout?: number; readonly propertyRuns?: number } = {}
): void => {
  const run = <A, E>(effect: Effect.Effect<A, E, AnalyticsRepository>): Promise<A> => Effect.runPromise(Effect.provide(effect, makeLayer()))

  describe(`${name}: analytics repository contract`, { ...(options.timeout === undefined ? {} : { timeout: options.timeout }) }, () => {
    it("counts each day, type, page and language apart, and reads a period's counters in order, both ends included", () =>
      run(
        Effect.gen(function* () {
          const analytics = yield* AnalyticsRepository
          expect(yield* analytics.counts(Day.make("2026-01-01"), Day.make("2026-12-31"))).toEqual([])
          for (const counted of [
            event("2026-05-03", "page_view", "/rules"),
            event("2026-05-03", "page_view", "/rules"),
            event("2026-05-03", "page_view", "/rules", "en"),
            event("2026-05-03", "page_view", "/"),
            event("2026-05-03", "install_prompt", "/"),
            event("2026-05-02", "page_view", "/game/:id"),
            event("2026-05-02", "page_view", "/game"),
            event("2026-05-04", "app_installed", "/"),
            event("2026-04-30", "page_view", "/rules")
          ]) {
            yield* analytics.record(counted)
          }
          expect(yield* analytics.counts(Day.make("2026-05-02"), Day.make("2026-05-03"))).toEqual([
            { day: "2026-05-02", type: "page_view", path: "/game", language: "fr", count: 1 },
            { day: "2026-05-02", type: "page_view", path: "/game/:id", language: "fr", count: 1 },
            { day: "2026-05-03", type: "install_prompt", path: "/", language: "fr", count: 1 },
            { day: "2026-05-03", type: "page_view", path: "/", language: "fr", count: 1 },
            { day: "2026-05-03", type: "page_view", path: "/rules", language: "en", count: 1 },
            { day: "2026-05-03", type: "page_view", path: "/rules", language: "fr", count: 2 }
          ])
          expect(yield* analytics.counts(Day.make("2026-05-04"), Day.make("2026-05-04"))).toEqual([
            { day: "2026-05-04", type: "app_installed", path: "/", language: "fr", count: 1 }
          ])
          expect(yield* analytics.counts(Day.make("2026-05-05"), Day.make("2026-06-01"))).toEqual([])
        })
      ))

    it("loses no event when many arrive at once", () =>
      run(
        Effect.gen(function* () {
          const analytics = yield* AnalyticsRepository
          const visit = event("2026-05-03", "page_view", "/store")
          yield* Effect.all(
            Array.from({ length: 200 }, () => analytics.record(visit)),
            { concurrency: "unbounded" }
          )
          expect(yield* analytics.counts(visit.day, visit.day)).toEqual([{ ...visit, count: 200 }])
        })
      ))

    it("for any events, the counters of any period are the tally of that period's events", () =>
      fc.assert(
        fc.asyncProperty(fc.array(arbEvent, { maxLength: 40 }), fc.array(arbDay, { minLength: 2, maxLength: 2 }), async (events, bounds) => {
          const [from, to] = [...bounds].sort() as [Day, Day]
          // Replaying some events makes repeated counters likely.
          const all = [...events, ...events.filter((_, index) => index % 3 === 0)]
          const counts = await run(
            Effect.gen(function* () {
              const analytics = yield* AnalyticsRepository
              for (const counted of all) yield* analytics.record(counted)
              return yield* analytics.counts(from, to)
            })
          )
          expect(counts).toEqual(tally(all, from, to))
        }),
        { numRuns: options.propertyRuns ?? 50 }
      ))
  })
}
