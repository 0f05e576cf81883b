import { describe, expect, it } from "vitest"
import { formatJsonPath } from "#core/packs/parse-pack.ts"
import { pathSegments, placeProblems } from "./pack-problems.ts"

describe("placing a pack file's problems in the file", () => {
  it("reads back the JSON paths core writes", () => {
    for (const path of [["challenges", 12, "text", "en"], ["tags", 0, "name", "fr"], ["price", "amount"], ["odd key", 2], []]) {
      expect(pathSegments(formatJsonPath(path))).toEqual(path)
    }
  })

  it("names the challenge a problem is in and what the file holds there", () => {
    const file = JSON.stringify({
      id: "night",
      challenges: [
        { id: "night-001", text: { fr: "Grimpe", en: "" } },
        { id: "night-002", category: "dance", text: { fr: "Danse", en: "Dance" } }
      ]
    })
    const placed = placeProblems(
      [
        { file: "pack.json", path: "challenges[0].text.en", rule: "must not be empty" },
        { file: "pack.json", path: "challenges[1].category", rule: "must be one of the eight categories" },
        { file: "pack.json", path: "price", rule: "is required" }
      ],
      file
    )
    expect(placed).toEqual([
      { path: "challenges[0].text.en", rule: "must not be empty", owner: "night-001", value: '""' },
      { path: "challenges[1].category", rule: "must be one of the eight categories", owner: "night-002", value: '"dance"' },
      { path: "price", rule: "is required" }
    ])
  })

  it("keeps the problems of a file that is not JSON as they are", () => {
    expect(placeProblems([{ file: "pack.json", path: "", rule: "is not valid JSON" }], "{ nope")).toEqual([{ path: "", rule: "is not valid JSON" }])
  })
})
