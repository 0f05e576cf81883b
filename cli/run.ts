import { main } from "./main.ts"

// The compiled CLI's entry (dist/allez.js): the same `main` as cli/bin.js runs from source.
process.exitCode = await main(process.argv)
