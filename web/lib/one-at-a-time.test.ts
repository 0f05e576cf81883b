import { describe, expect, it } from "vitest"
import { oneAtATime } from "./one-at-a-time.ts"

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1))

describe("oneAtATime", () => {
  it("starts each task once the one before has settled, in the order given", async () => {
    const inTurn = oneAtATime()
    const log: Array<string> = []
    const task = (name: string, steps: number) => async () => {
      log.push(`${name} starts`)
      for (let step = 0; step < steps; step++) await tick()
      log.push(`${name} ends`)
      return name
    }
    expect(await Promise.all([inTurn(task("slow", 5)), inTurn(task("quick", 1)), inTurn(task("last", 0))])).toEqual(["slow", "quick", "last"])
    expect(log).toEqual(["slow starts", "slow ends", "quick starts", "quick ends", "last starts", "last ends"])
  })

  it("runs the next task after one that failed, whose caller hears of the failure", async () => {
    const inTurn = oneAtATime()
    const failed = inTurn(async () => {
      await tick()
      throw new Error("the store refused")
    })
    const next = inTurn(async () => "written")
    await expect(failed).rejects.toThrow("the store refused")
    await expect(next).resolves.toBe("written")
  })

  it("keeps separate queues apart: one store's slow task never holds another's", async () => {
    const games = oneAtATime()
    const bag = oneAtATime()
    let isGameDone = false
    const slow = games(async () => {
      for (let step = 0; step < 5; step++) await tick()
      isGameDone = true
    })
    expect(await bag(async () => isGameDone)).toBe(false)
    await slow
  })
})
