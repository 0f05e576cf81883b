import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { systemClock } from "./browser-ports.ts"
import { createSyncSchedule, syncRetryMs } from "./sync-schedule.ts"

/** A replay the test finishes by hand: each run waits until `finish` says whether something still waits (or `fail` throws). */
const manualReplay = () => {
  const runs: Array<{ readonly finish: (isWaiting: boolean) => void; readonly fail: () => void }> = []
  const replay = () =>
    new Promise<boolean>((resolve, reject) => {
      runs.push({ finish: resolve, fail: () => reject(new Error("the replay broke")) })
    })
  return { replay, runs }
}

describe("the sync schedule", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("runs one replay at a time: requests during a run ask for one more run right after it, however many came", async () => {
    const { replay, runs } = manualReplay()
    const schedule = createSyncSchedule({ replay, clock: systemClock })
    schedule.request()
    schedule.request()
    schedule.request()
    expect(runs).toHaveLength(1)
    runs[0]?.finish(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toHaveLength(2)
    runs[1]?.finish(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toHaveLength(2)
  })

  it("tries again after syncRetryMs when a run left something waiting, and not after a run that did not", async () => {
    const { replay, runs } = manualReplay()
    const schedule = createSyncSchedule({ replay, clock: systemClock })
    schedule.request()
    runs[0]?.finish(true)
    await vi.advanceTimersByTimeAsync(syncRetryMs - 1)
    expect(runs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toHaveLength(2)
    runs[1]?.finish(false)
    await vi.advanceTimersByTimeAsync(syncRetryMs * 3)
    expect(runs).toHaveLength(2)
  })

  it("drops the retry planned by a run that waited once a later run leaves nothing waiting", async () => {
    const { replay, runs } = manualReplay()
    const schedule = createSyncSchedule({ replay, clock: systemClock, retryMs: 1_000 })
    schedule.request()
    runs[0]?.finish(true)
    await vi.advanceTimersByTimeAsync(500)
    schedule.request()
    runs[1]?.finish(false)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(runs).toHaveLength(2)
  })

  it("forgets a replay that fails, plans no retry for it, and runs again on the next request", async () => {
    const { replay, runs } = manualReplay()
    const schedule = createSyncSchedule({ replay, clock: systemClock })
    schedule.request()
    runs[0]?.fail()
    await vi.advanceTimersByTimeAsync(syncRetryMs * 2)
    expect(runs).toHaveLength(1)
    schedule.request()
    expect(runs).toHaveLength(2)
  })
})
