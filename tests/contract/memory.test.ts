import { Effect, Layer } from "effect"
import { makeMemoryLayer } from "../support/memory/memory-layer.ts"
import { makeMemorySharedStateLayer } from "../support/memory/shared-state.ts"
import { describeAdminRepositoryContract } from "./admin-repository-contract.ts"
import { describeAnalyticsRepositoryContract } from "./analytics-repository-contract.ts"
import { describeCardStatsRepositoryContract } from "./card-stats-repository-contract.ts"
import { describeGymEventRepositoryContract } from "./gym-event-repository-contract.ts"
import { describeRepositoryContract } from "./repository-contract.ts"
import { describeSharedStateContract } from "./shared-state-contract.ts"

describeRepositoryContract("memory", makeMemoryLayer)
describeAdminRepositoryContract("memory", makeMemoryLayer)
describeAnalyticsRepositoryContract("memory", makeMemoryLayer)
describeCardStatsRepositoryContract("memory", makeMemoryLayer)
describeGymEventRepositoryContract("memory", makeMemoryLayer)
// One process: its "other servers" are the same Maps.
describeSharedStateContract("memory", () => {
  const state = Effect.runSync(Effect.scoped(Layer.build(makeMemorySharedStateLayer())))
  return () => Layer.succeedContext(state)
})
