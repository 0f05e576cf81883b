import { makeMemoryLayer } from "#adapters/memory/memory-layer.ts"
import { describeAdminRepositoryContract } from "./admin-repository-contract.ts"
import { describeAnalyticsRepositoryContract } from "./analytics-repository-contract.ts"
import { describeRepositoryContract } from "./repository-contract.ts"

describeRepositoryContract("memory", makeMemoryLayer)
describeAdminRepositoryContract("memory", makeMemoryLayer)
describeAnalyticsRepositoryContract("memory", makeMemoryLayer)
