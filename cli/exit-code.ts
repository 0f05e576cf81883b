/** The CLI's exit codes: 0 = done, 1 = the thing failed (invalid packs…), 2 = bad usage. */
export const exitCode = { ok: 0, failed: 1, usage: 2 } as const
export type ExitCode = (typeof exitCode)[keyof typeof exitCode]
