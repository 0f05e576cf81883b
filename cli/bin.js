#!/usr/bin/env node
// The `allez` launcher: plain JavaScript so Node runs it as is; it teaches Node TypeScript (tsx)
// with the repository's tsconfig, then hands over to the composition root.
import { fileURLToPath } from "node:url"
import { register } from "tsx/esm/api"

register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) })
const { main } = await import("./main.ts")
process.exitCode = await main(process.argv)
