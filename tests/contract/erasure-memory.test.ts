import { Layer } from "effect"
import { makeMemoryAuthLayer } from "../support/memory/auth-repositories.ts"
import { makeMemoryLayer } from "../support/memory/memory-layer.ts"
import { describePersonalDataContract } from "./personal-data-contract.ts"

// The memory store has no raw form: the suite reads it back through every port instead.
describePersonalDataContract("memory", () => Layer.merge(makeMemoryLayer(), makeMemoryAuthLayer()))
