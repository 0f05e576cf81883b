import { afterEach, expect, it, vi } from "vitest"
import type { GymEventAnswer } from "#contract/gym-event-answers.ts"
import { screenPollMs } from "#core/gym-events/gym-events.ts"
import { followServerEvents, startTestServer, tonightsEvent } from "./api-harness.ts"

const publicUrl = "https://allez.example"

afterEach(() => vi.restoreAllMocks())

/**
 * A stop disposes the API's runtime and closes its store while a TV's stream may still be winding
 * down. The stream must still give back what it held then: its screen's poll stops, and so does the
 * reading of the events other processes change; neither goes on reading a closed store (and saying
 * so in the logs) for as long as the process lives.
 */
it("stops an event screen's poll when the server stops with the screen still open", async () => {
  const server = await startTestServer({ socket: true, publicUrl })
  await server.addUser("boss", { roles: ["admin"] })
  await server.addUser("gym", { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" })
  expect(
    (await server.request("/api/admin/hosts", { method: "POST", as: "boss", json: { email: "gym@allez.test", gymName: "Arkose", city: "Lyon" } })).status
  ).toBe(201)
  const created = await server.request("/api/gym-events", {
    method: "POST",
    as: "gym",
    json: tonightsEvent({ options: { tieBreakDuel: false } })
  })
  expect(created.status).toBe(201)
  const event = (await created.json()) as GymEventAnswer<"POST /gym-events">
  const token = new URL(event.screenUrl).searchParams.get("token") ?? ""
  const screen = followServerEvents(await fetch(`${server.url}/api/gym-events/${event.event.id}/screen/live?token=${token}`))
  expect((await screen.next("screen"))?.event).toBe("screen")

  const printed: Array<string> = []
  for (const method of ["log", "info", "warn", "error"] as const) vi.spyOn(console, method).mockImplementation((...parts) => void printed.push(parts.join(" ")))
  await server.close()
  // Many poll periods: a poll left running would have read the closed store several times by now.
  await new Promise((resolve) => setTimeout(resolve, 8 * screenPollMs))
  await screen.close()
  expect(printed.filter((line) => /shared poll|could not read/.test(line))).toEqual([])
})
