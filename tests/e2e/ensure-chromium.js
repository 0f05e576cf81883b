// Makes sure Debian's Chromium is there for the browser tests (never a downloaded browser):
// CHROMIUM_PATH or /usr/bin/chromium; when missing and running as root, installs the `chromium` package.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
if (existsSync(path)) process.exit(0)

const fail = (why) => {
  console.error(`Browser tests need Chromium at ${path}: ${why}\nInstall it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`)
  process.exit(1)
}

if (process.env.CHROMIUM_PATH) fail("CHROMIUM_PATH names no file")
if (typeof process.getuid !== "function" || process.getuid() !== 0) fail("it is not installed, and only root may install it")

console.log("Installing Debian's chromium for the browser tests (apt-get)…")
const run = (args) => spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
if (run(["update", "-qq"]).status !== 0) fail("apt-get update failed")
if (run(["install", "-y", "-qq", "--no-install-recommends", "chromium"]).status !== 0) fail("apt-get install chromium failed")
if (!existsSync(path)) fail("the chromium package did not provide it")
