/**
 * The dependency rule of the house (shared/conventions.md, rules 1 and 8), checked on every `npm run lint`:
 * core at the ground, adapters and the HTTP contract over it, api/web/cli at the edge, and web features that never import each other.
 * Import cycles are tests/architecture.test.ts's to catch: the Babel parse here drops type-only imports and
 * does not follow dynamic ones, and a cycle through either is still a cycle.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "core-is-pure",
      comment: "core/ imports only `effect` and itself: no Node, no framework, no outer layer (test files may use their test tools)",
      severity: "error",
      from: { path: "^core/", pathNot: "\\.test\\.tsx?$" },
      to: { pathNot: ["^core/", "^node_modules/effect/"] }
    },
    {
      name: "core-tests-stay-inside",
      comment: "core's own tests import core, effect and the test tools only",
      severity: "error",
      from: { path: "^core/.*\\.test\\.tsx?$" },
      to: { pathNot: ["^core/", "^node_modules/(effect|vitest|@vitest|fast-check|@effect)/", "^tests/support/"] }
    },
    {
      name: "contract-over-core",
      comment: "contract/ is the HTTP contract the drivers share: it imports only `effect`, core/ and itself",
      severity: "error",
      from: { path: "^contract/", pathNot: "\\.test\\.tsx?$" },
      to: { pathNot: ["^contract/", "^core/", "^node_modules/effect/"] }
    },
    {
      name: "adapters-over-core",
      comment: "adapters implement core's ports: they never reach up into contract/, api/, web/ or cli/",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^(contract|api|web|cli)/" }
    },
    {
      name: "adapters-common-below-technologies",
      comment: "adapters/common holds what every store adapter shares (game bus, pack queries, profile changes): it imports core, never a technology folder",
      severity: "error",
      from: { path: "^adapters/common/" },
      to: { path: "^adapters/", pathNot: "^adapters/common/" }
    },
    {
      name: "drivers-stay-apart",
      comment: "api/, web/ and cli/ are three drivers: none imports another",
      severity: "error",
      from: { path: "^(api|web|cli)/" },
      to: { path: "^(api|web|cli)/", pathNot: "^$1/" }
    },
    {
      name: "features-stay-apart",
      comment: "a web feature never imports another feature (bulletproof-react); share through web/components or web/lib",
      severity: "error",
      from: { path: "^web/features/([^/]+)/" },
      to: { path: "^web/features/", pathNot: "^web/features/$1/" }
    },
    {
      name: "shared-web-below-features",
      comment: "web/components and web/lib are shared pieces: they do not import features",
      severity: "error",
      from: { path: "^web/(components|lib)/" },
      to: { path: "^web/features/" }
    },
    {
      name: "not-resolvable",
      comment: "every import resolves: one the checker cannot follow would escape every rule above",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^(virtual:|cloudflare:)" }
    },
    {
      name: "app-code-without-test-support",
      comment: "fakes, fixtures and builders live under tests/support and never ship",
      severity: "error",
      from: { path: "^(core|adapters|api|web|cli)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" }
    }
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|data|test-results|playwright-report)/" },
    babelConfig: { fileName: ".dependency-cruiser.babel.json" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"]
    },
    reporterOptions: { text: { highlightFocused: true } }
  }
}
