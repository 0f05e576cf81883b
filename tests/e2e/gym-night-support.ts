import type { Page } from "@playwright/test"
import type { GymEventAnswer } from "#contract/gym-event-answers.ts"
import { newAdmin } from "./admin-support.ts"
import { expect, originOf, withSavedCookieChoice } from "./fixtures.ts"

/** What the gym night's browser tests (issue #39) set up through the API: a host, and a night open now. */

const json = { Accept: "application/json" }
const hour = 3_600_000

/** A host: a new account of `page`, made an admin by the terminal, which grants itself a gym (Bloc Session, Lyon) through the admin API. */
export const newHost = async (page: Page, displayName = "Maya") => {
  await withSavedCookieChoice(page)
  const account = await newAdmin(page, displayName)
  const granted = await page.request.post("/api/admin/hosts", {
    headers: { Origin: originOf(page), ...json },
    data: { email: account.email, gymName: "Bloc Session", city: "Lyon" }
  })
  expect(granted.status(), await granted.text()).toBe(201)
  return account
}

/** A night of the host signed in on `page`, open from an hour ago for two more hours: its event, its join path, its screen's path and token. */
export const openNight = async (page: Page, name: string, language: "fr" | "en", packIds: ReadonlyArray<string>) => {
  const created = await page.request.post("/api/gym-events", {
    headers: { Origin: originOf(page), ...json },
    data: { name, language, startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date(Date.now() + 2 * hour).toISOString(), packIds }
  })
  expect(created.status(), await created.text()).toBe(201)
  const { event, screenUrl } = (await created.json()) as GymEventAnswer<"POST /gym-events">
  const screen = new URL(screenUrl)
  return {
    event,
    joinPath: new URL(event.joinUrl).pathname,
    screenPath: `${screen.pathname}${screen.search}`,
    token: screen.searchParams.get("token") ?? ""
  }
}
