import { resolve } from "node:path"
import { fileURLToPath } from "node:url"

/** The first port of the browser tests' servers; set E2E_PORT to run two suites side by side (each takes one port per worker). */
export const e2ePort = Number(process.env.E2E_PORT ?? 4180)

/**
 * This process's lane: a Playwright worker's parallel index (Playwright sets TEST_PARALLEL_INDEX in
 * each worker), or the lane a server was started for (E2E_LANE). Each lane has its own server, data
 * and copy of the web app, so the tests of one worker never see another worker's changes.
 */
export const e2eLane = Number(process.env.E2E_LANE ?? process.env.TEST_PARALLEL_INDEX ?? 0)

const runDir = fileURLToPath(new URL(`../../test-results/e2e-${e2ePort}/`, import.meta.url))

/**
 * The production build of the web app the tests' servers serve: built once per run before the workers
 * start, unless E2E_WEB_BUILD names one made already (`npm test` builds once for the budget and these tests).
 */
export const e2eBuildDir = process.env.E2E_WEB_BUILD === undefined ? `${runDir}web/` : `${resolve(process.env.E2E_WEB_BUILD)}/`

/**
 * The server and the CLI compiled to plain JavaScript for this run (scripts/build-server.mjs, by
 * global-setup.ts): the lanes' servers and the tests' `allez` commands start from it on half the CPU
 * of the TypeScript sources through tsx. One folder below the root, as api/ and cli/ are, so both
 * find packs/ where the sources do.
 */
export const e2eCompiledDir = fileURLToPath(new URL(`../../dist-test-e2e-${e2ePort}/`, import.meta.url))

/** This lane's server (e2e-server.ts) as global-setup.ts compiled it, which `node` starts without a TypeScript loader. */
export const e2eLaneServerScript = `${e2eCompiledDir}e2e-server.js`

/** The port of this lane's server. */
export const e2eServerPort = e2ePort + e2eLane

/** Where this lane's server keeps its SQLite file, outbox and uploaded files. */
export const e2eDataDir = `${runDir}server-${e2eLane}/`

/** This lane's copy of the web build, which its server serves (a test may change it, as a deployment would). */
export const e2eWebDir = `${runDir}web-${e2eLane}/`

/** The e-mail that gets the admin claim once verified (ADMIN_EMAILS of the test server). */
export const e2eAdminEmail = "admin@allez.test"

/** A login typed at the tests' OpenID provider (e2e-oidc-provider.ts) is a person with this verified e-mail… */
export const socialEmailOf = (login: string): string => `${login}@allez.test`

/** …and this name. */
export const socialDisplayName = "Sacha Social"
