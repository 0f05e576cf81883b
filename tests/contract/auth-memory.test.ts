import { makeMemoryAuthLayer } from "../support/memory/auth-repositories.ts"
import { describeAuthRepositoryContract } from "./auth-repository-contract.ts"

describeAuthRepositoryContract("memory", makeMemoryAuthLayer)
