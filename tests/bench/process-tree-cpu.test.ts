import { mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { kindOf, measureProcessTreeCpu } from "./process-tree-cpu.ts"

/** A Node process that uses `ms` of user CPU (and some system CPU asking how much), then idles 3 s (read again before it ends) and exits. */
const burner = (ms: number) => `const s = process.cpuUsage(); while (process.cpuUsage(s).user < ${ms * 1000}) {} setTimeout(() => {}, 3000)`

describe("npm run measure:cpu", () => {
  // The commands below mostly wait (a sleep, a burner idling before it exits): run side by side, the
  // file takes as long as its longest one rather than their sum. Each follows only its own tree.
  it.concurrent("counts the CPU of a process the command started and left behind, which nobody waits for", async () => {
    // The shell starts the burner in the background and exits before it: the burner ends an orphan, as
    // Chromium's renderers do when Playwright closes the browser.
    const cpu = await measureProcessTreeCpu("sh", ["-c", `"${process.execPath}" -e '${burner(500)}' & sleep 2; exit 0`], { stdio: "ignore" })
    expect(cpu.exitCode).toBe(0)
    const burned = cpu.byKind.find((kind) => kind.kind === "node (inline script)")
    expect(burned?.processes).toBe(1)
    expect(burned?.userMs).toBeGreaterThanOrEqual(450)
    // Ended is not running, even before its new parent reaps it.
    expect(cpu.leftRunning).toBe(0)
  })

  it.concurrent("names a process by the line it rewrote for itself after it started, as Chromium's do", async () => {
    const renderer = `process.title = "/usr/lib/chromium/chromium-headless-shell --type=renderer --user-data-dir=/tmp/profile"; ${burner(300)}`
    const cpu = await measureProcessTreeCpu("sh", ["-c", `"${process.execPath}" -e '${renderer}' & sleep 2; exit 0`], { stdio: "ignore" })
    const named = cpu.byKind.find((kind) => kind.kind === "Chromium renderers")
    expect(named?.processes).toBe(1)
    expect(named?.userMs).toBeGreaterThanOrEqual(250)
  })

  it.concurrent("names a process by what it became when it execs into another program of the same name", async () => {
    // A test server as a Playwright worker starts it: read between the fork and the exec it is a "node"
    // with the worker's line, and "node" after. Here a shell called node, whose line names the
    // worker, execs the real node with a test server's line half a second later.
    const folder = mkdtempSync(join(tmpdir(), "measure-cpu-"))
    try {
      symlinkSync("/bin/sh", join(folder, "node"))
      const script = `: workerProcessEntry; sleep 0.5; exec "${process.execPath}" -e '${burner(300)}' tests/e2e/e2e-server.ts`
      const cpu = await measureProcessTreeCpu(join(folder, "node"), ["-c", script], { stdio: "ignore" })
      expect(cpu.exitCode).toBe(0)
      expect(cpu.byKind.find((kind) => kind.kind === "test servers")?.userMs).toBeGreaterThanOrEqual(250)
      expect(cpu.byKind.map((kind) => kind.kind)).not.toContain("Playwright workers")
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it("says a command it cannot start cannot be started, and which", async () => {
    await expect(measureProcessTreeCpu("no-such-command-here", [], { stdio: "ignore" })).rejects.toThrow("cannot start no-such-command-here")
  })

  it("names the processes of a browser test run by what they do", () => {
    const chromium = "/usr/lib/chromium/chromium-headless-shell"
    expect(kindOf([chromium, "--type=renderer", "--headless=old"], "chromium-headle")).toBe("Chromium renderers")
    expect(kindOf([chromium, "--type=gpu-process"], "chromium-headle")).toBe("Chromium GPU process")
    expect(kindOf(["/proc/self/exe", "--type=gpu-process"], "exe")).toBe("Chromium GPU process")
    expect(kindOf([chromium, "--type=zygote"], "chromium-headle")).toBe("Chromium zygote")
    expect(kindOf([chromium, "--type=utility", "--utility-sub-type=network.mojom.NetworkService"], "chromium-headle")).toBe("Chromium network service")
    expect(kindOf([chromium, "--disable-field-trial-config", "--headless"], "chromium-headle")).toBe("Chromium browser")
    expect(kindOf(["/usr/bin/node", "/repo/node_modules/playwright/lib/worker/workerProcessEntry.js"], "node")).toBe("Playwright workers")
    expect(kindOf(["/usr/bin/node", "--import", "tsx", "tests/e2e/e2e-server.ts"], "node")).toBe("test servers")
    expect(kindOf(["/usr/bin/node", "/repo/dist-test-e2e-4180/allez.js", "packs", "validate"], "node")).toBe("node allez.js")
    expect(kindOf([], "sh")).toBe("sh")
    expect(kindOf(["/usr/lib/chromium/chrome_crashpad_handler", "--monitor-self"], "chrome_crashpad")).toBe("Chromium crash handler")
  })
})
