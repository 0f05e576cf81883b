/**
 * Writes the avatars and category images from art-drawings.ts: `npx tsx web/scripts/generate-art.ts`.
 * The SVGs are committed; art.test.ts fails when they drift from the drawings or the colours.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { categoryKeys } from "#core/domain/category.ts"
import { colourSetIds } from "#core/domain/colour-set.ts"
import { drawAvatar, drawCategoryImage } from "./art-drawings.ts"

const publicDir = fileURLToPath(new URL("../public/", import.meta.url))
mkdirSync(`${publicDir}avatars`, { recursive: true })
mkdirSync(`${publicDir}categories`, { recursive: true })

for (const set of colourSetIds) {
  const file = `avatars/${set}.svg`
  const image = drawAvatar(set)
  writeFileSync(`${publicDir}${file}`, image)
  console.log(`wrote ${file} (${image.length} bytes)`)
}
for (const key of categoryKeys) {
  const file = `categories/${key}.svg`
  const image = drawCategoryImage(key)
  writeFileSync(`${publicDir}${file}`, image)
  console.log(`wrote ${file} (${image.length} bytes)`)
}
