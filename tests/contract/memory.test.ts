import { makeMemoryLayer } from "../../adapters/memory/memory-layer.ts"
import { describeRepositoryContract } from "./repository-contract.ts"

describeRepositoryContract("memory", makeMemoryLayer)
