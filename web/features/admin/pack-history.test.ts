import { describe, expect, it } from "vitest"
import type { AuditEntry } from "#core/ports/audit-repository.ts"
import { historyParams, packHistory } from "./pack-history.ts"

const entry = (id: string, action: AuditEntry["action"], target: string, details: AuditEntry["details"] = {}): AuditEntry => ({
  id,
  at: "2026-03-12T14:05:00.000Z",
  actor: { userId: null, email: null, via: "cli" },
  action,
  target,
  details
})

describe("a pack's history", () => {
  it("keeps the writes on the pack and on its challenges, nothing of other packs or elsewhere", () => {
    const entries = [
      entry("1", "pack.update", "pack:base", { version: "1.0.1", changes: ["name", "price"] }),
      entry("2", "challenge.update", "challenge:base-012", { pack: "base", version: "1.0.2", changes: ["text"] }),
      entry("3", "challenge.update", "challenge:kids-001", { pack: "kids", version: "1.0.1" }),
      entry("4", "pack.publish", "pack:base-extra"),
      entry("5", "tag.rename", "tag:balance", { packs: ["base"] })
    ]
    expect(packHistory(entries, "base").map((each) => each.id)).toEqual(["1", "2"])
  })

  it("says what was written, the version reached and the fields changed", () => {
    expect(historyParams(entry("1", "challenge.update", "challenge:base-012", { pack: "base", version: "1.0.2", changes: ["text", "tags"] }))).toEqual({
      target: "base-012",
      version: "1.0.2",
      changes: "text, tags"
    })
    expect(historyParams(entry("2", "pack.publish", "pack:base"))).toEqual({ target: "base", version: "", changes: "" })
    const inFrench = (field: string) => ({ text: "texte", tags: "tags" })[field] ?? field
    expect(historyParams(entry("3", "challenge.update", "challenge:base-012", { changes: ["text", "tags"] }), inFrench).changes).toBe("texte, tags")
  })
})
