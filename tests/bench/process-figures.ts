/**
 * What the benches read of a process from Linux's /proc: its CPU time so far and its resident memory.
 * Elsewhere both read 0, and the figures built on them are left out.
 */
import { readFileSync } from "node:fs"

/** CPU time (ms) a process has used so far, in user space and in the kernel. */
export const cpuOf = (pid: number | undefined): { readonly user: number; readonly system: number } => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
    return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 }
  } catch {
    return { user: 0, system: 0 }
  }
}

/** CPU time (user + system, ms) a process has used so far. */
export const cpuMsOf = (pid: number | undefined): number => {
  const { user, system } = cpuOf(pid)
  return user + system
}

/** A process's resident memory (bytes), VmRSS. */
export const rssOf = (pid: number | undefined): number => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]
    return Number(kb ?? 0) * 1024
  } catch {
    return 0
  }
}
