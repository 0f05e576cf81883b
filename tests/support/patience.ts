/**
 * How long a test waits for something it expects to happen (a log line, a stream closing, a mail):
 * a guard against a hang, never a speed check. A machine twice as slow or twice as busy as ours must
 * pass the same suite, so waits are long and polls short; speed lives in `npm run bench:*`.
 */
export const patience = { timeout: 60_000, interval: 20 } as const

/** Polls `isDone` until it is true or `patience.timeout` has passed (the caller then asserts what it sees). */
export const waitUntil = async (isDone: () => boolean): Promise<void> => {
  for (let waited = 0; !isDone() && waited < patience.timeout; waited += patience.interval)
    await new Promise((resolve) => setTimeout(resolve, patience.interval))
}
