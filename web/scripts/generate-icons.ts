/**
 * Draws the PWA icons from the SVG logo with sharp: `npx tsx web/scripts/generate-icons.ts`.
 * The PNGs are committed, so building the app never needs sharp.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import { logoSvg, maskableSvg, squareSvg } from "./logo.ts"

const publicDir = fileURLToPath(new URL("../public/", import.meta.url))
mkdirSync(`${publicDir}icons`, { recursive: true })
writeFileSync(`${publicDir}favicon.svg`, logoSvg)

const outputs: ReadonlyArray<readonly [string, string, number]> = [
  ["icons/icon-192.png", logoSvg, 192],
  ["icons/icon-512.png", logoSvg, 512],
  ["icons/maskable-512.png", maskableSvg, 512],
  ["icons/maskable-192.png", maskableSvg, 192],
  ["icons/apple-touch-icon.png", squareSvg, 180]
]

for (const [file, svg, size] of outputs) {
  await sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(`${publicDir}${file}`)
  console.log(`wrote ${file} (${size}×${size})`)
}
