import { PackId, UserId } from "#core/domain/ids.ts"
import { type GymEvent, GymEventId } from "#core/gym-events/gym-event.ts"

/** A gym night of host-1's, open tomorrow evening in Lyon with the base pack, as stored; `overrides` win. */
export const makeGymEvent = (id: string, overrides: Partial<GymEvent> = {}): GymEvent => ({
  id: GymEventId.make(id),
  hostId: UserId.make("host-1"),
  name: `Soirée ${id}`,
  gymName: "Vertical'Art",
  city: "Lyon",
  language: "fr",
  startsAt: "2026-12-02T18:00:00.000Z",
  endsAt: "2026-12-02T22:00:00.000Z",
  packIds: [PackId.make("base")],
  options: { tieBreakDuel: false },
  joinCode: "ABCDEFGH",
  screenTokenHash: "a".repeat(64),
  hiddenNames: [],
  closedAt: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  ...overrides
})
