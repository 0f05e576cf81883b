// Compiles the server and the CLI to plain JavaScript for `node` alone (no TypeScript loader at run time):
// dist/server.js (api/main.ts) and dist/allez.js (the `allez` command), with the modules they share in
// dist/chunks/. The #core/* and #adapters/* imports are resolved here, through package.json's "imports";
// packages stay in node_modules. The entries sit one folder below the root, as their sources do, so their
// defaults (packs/, web/dist, package.json) resolve to the same places.
import { rmSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const root = fileURLToPath(new URL("..", import.meta.url))
const outdir = process.env.SERVER_DIST ?? `${root}dist`

rmSync(outdir, { recursive: true, force: true })
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: "api/main.ts", allez: "cli/run.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: true,
  chunkNames: "chunks/[name]-[hash]",
  jsx: "automatic",
  logLevel: "warning",
  metafile: true
})
const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith(".js"))
console.log(`server built: ${files.length} files in ${outdir}`)
