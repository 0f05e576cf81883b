import { fileURLToPath } from "node:url"

/** The port of the browser tests' server; set E2E_PORT to run two suites side by side. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4180)

const runDir = fileURLToPath(new URL(`../../test-results/e2e-${e2ePort}/`, import.meta.url))

/** Where the browser tests' server keeps its SQLite file, outbox and uploaded files. */
export const e2eDataDir = `${runDir}server/`

/** The production build of the web app the tests' server serves (its own copy, not web/dist). */
export const e2eWebDir = `${runDir}web/`

/** The e-mail that gets the admin claim once verified (ADMIN_EMAILS of the test server). */
export const e2eAdminEmail = "admin@allez.test"

/** A login typed at the tests' OpenID provider (e2e-oidc-provider.ts) is a person with this verified e-mail… */
export const socialEmailOf = (login: string): string => `${login}@allez.test`

/** …and this name. */
export const socialDisplayName = "Sacha Social"
