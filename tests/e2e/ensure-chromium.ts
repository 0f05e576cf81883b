// Makes sure one of Debian's Chromiums is there for the browser tests (never a downloaded browser; see
// chromium.ts for which). When the headless shell is missing and this runs as root, installs it with
// apt-get; without root, the full /usr/bin/chromium does, a little slower.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { fullChromiumPath, headlessShellPath } from "./chromium.ts"

const fail = (path: string, why: string): never => {
  console.error(
    `Browser tests need Chromium at ${path}: ${why}\nInstall it with: apt-get update && apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH).`
  )
  process.exit(1)
}

if (process.env.CHROMIUM_PATH) {
  if (!existsSync(process.env.CHROMIUM_PATH)) fail(process.env.CHROMIUM_PATH, "CHROMIUM_PATH names no file")
  process.exit(0)
}
if (existsSync(headlessShellPath)) process.exit(0)

const isRoot = typeof process.getuid === "function" && process.getuid() === 0
if (!isRoot) {
  if (existsSync(fullChromiumPath)) process.exit(0)
  fail(headlessShellPath, "it is not installed, and only root may install it")
}

console.log("Installing Debian's chromium-headless-shell for the browser tests (apt-get)…")
const run = (args: ReadonlyArray<string>) => spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
const installed = run(["update", "-qq"]).status === 0 && run(["install", "-y", "-qq", "--no-install-recommends", "chromium-headless-shell"]).status === 0
if (installed && existsSync(headlessShellPath)) process.exit(0)
// An older Debian without the shell package: the full browser does the same work.
if (existsSync(fullChromiumPath)) process.exit(0)
if (run(["install", "-y", "-qq", "--no-install-recommends", "chromium"]).status !== 0 || !existsSync(fullChromiumPath)) {
  fail(headlessShellPath, "apt-get could install neither chromium-headless-shell nor chromium")
}
