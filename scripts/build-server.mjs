// Compiles the server and the CLI to plain JavaScript for `node` alone (no TypeScript loader at run time):
// dist/server.js (api/main.ts) and dist/allez.js (the `allez` command), with the modules they share in
// dist/chunks/. The #core/* and #adapters/* imports are resolved here, through package.json's "imports";
// packages stay in node_modules. The entries sit one folder below the root, as their sources do, so their
// defaults (packs/, web/dist, package.json) resolve to the same places.
import { copyFileSync, readFileSync, rmSync } from "node:fs"
import { basename, dirname, join } from "node:path"
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

// Worker threads the code starts by URL (`new URL("./x.mjs", import.meta.url)`): plain JavaScript that
// esbuild does not follow, copied beside each compiled file that names it. Without its file, the SQLite
// checkpoint worker failed to start and every write checkpointed inline, silently.
const workers = ["adapters/sqlite/sqlite-checkpoint-worker.mjs"]
for (const file of files) {
  const code = readFileSync(join(root, file), "utf8")
  for (const worker of workers) {
    if (code.includes(`new URL("./${basename(worker)}", import.meta.url)`)) copyFileSync(join(root, worker), join(root, dirname(file), basename(worker)))
  }
}
console.log(`server built: ${files.length} files in ${outdir}`)
