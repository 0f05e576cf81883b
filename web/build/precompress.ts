import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** What is worth compressing: text assets above a kilobyte. */
const isCompressible = (file: string) => /\.(?:js|css|html|svg|json|webmanifest|txt)$/.test(file)
/** The service worker is compared byte for byte on each visit (and replaced by a deployment): served as it is. */
const isServedRaw = (file: string) => /(?:^|[/\\])sw\.js$/.test(file)

const filesUnder = async (dir: string): Promise<ReadonlyArray<string>> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text asset of the build, once, at build
 * time; the server sends the one the browser accepts (serveStatic `precompressed`). Runs last, after
 * the service worker is generated.
 */
export const precompress = (): Plugin => {
  let outDir = ""
  return {
    name: "allez:precompress",
    apply: "build",
    enforce: "post",
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler: async () => {
        const files = (await filesUnder(outDir)).filter((file) => isCompressible(file) && !isServedRaw(file))
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < 1024) return
            const bytes = await readFile(file)
            const [br, gz] = await Promise.all([
              brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
              gzipAsync(bytes, { level: 9 })
            ])
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
          })
        )
      }
    }
  }
}
