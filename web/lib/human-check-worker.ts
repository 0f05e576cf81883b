import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2"
import { handler } from "altcha-lib/workers/shared"

/**
 * One proof-of-work worker: solves its share of an ALTCHA challenge with Web Crypto's PBKDF2 (the
 * package's own worker uses Node's), speaking the protocol of `solveChallengeWorkers`.
 */
handler({ deriveKey })
