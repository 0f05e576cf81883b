import { readFileSync, statSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { categoryKeys } from "#core/domain/category.ts"
import { baseColourSets, colourSetIds, specialColourSets } from "#core/domain/colour-set.ts"
import { drawAvatar, drawCategoryImage } from "../scripts/art-drawings.ts"
import { avatarUrl, categoryColours, categoryImageUrl, colourSetColours } from "./art.ts"

const publicDir = fileURLToPath(new URL("../public/", import.meta.url))
const served = (url: string): string => readFileSync(`${publicDir}${url.replace(/^\//, "")}`, "utf8")
const maxBytes = 4096

const attribute = /\s+([a-zA-Z][\w:.-]*)="[^"<]*"/y

/** The problems that keep `text` from being one well-formed SVG element (no comments, CDATA or text in our art). */
const wellFormednessProblems = (text: string): ReadonlyArray<string> => {
  const problems: Array<string> = []
  const open: Array<string> = []
  let roots = 0
  let at = 0
  while (at < text.length) {
    const next = text.indexOf("<", at)
    const between = text.slice(at, next === -1 ? text.length : next)
    if (between.trim() !== "") problems.push(`text outside a tag at ${at}: ${between.trim().slice(0, 20)}`)
    if (next === -1) break
    const name = /^<(\/?)([a-zA-Z][\w:-]*)/.exec(text.slice(next))
    if (name === null) {
      problems.push(`not a tag at ${next}`)
      break
    }
    const [head = "", slash = "", tag = ""] = name
    let cursor = next + head.length
    const seen = new Set<string>()
    attribute.lastIndex = cursor
    for (let found = attribute.exec(text); found !== null; found = attribute.exec(text)) {
      const key = found[1] ?? ""
      if (seen.has(key)) problems.push(`<${tag}> repeats ${key}`)
      seen.add(key)
      cursor = attribute.lastIndex
    }
    const close = /^\s*(\/?)>/.exec(text.slice(cursor))
    if (close === null) {
      problems.push(`<${tag}> is not closed properly at ${cursor}`)
      break
    }
    const selfClosing = close[1] === "/"
    if (slash === "/") {
      if (seen.size > 0 || selfClosing) problems.push(`</${tag}> has attributes`)
      const expected = open.pop()
      if (expected !== tag) problems.push(`</${tag}> closes <${expected ?? "nothing"}>`)
    } else {
      if (open.length === 0) roots += 1
      if (!selfClosing) open.push(tag)
    }
    at = cursor + close[0].length
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(", ")}`)
  if (roots !== 1) problems.push(`${roots} root elements`)
  return problems
}

const images = [
  ...colourSetIds.map((set) => ({ name: `avatar ${set}`, url: avatarUrl(set), drawn: drawAvatar(set) })),
  ...categoryKeys.map((key) => ({ name: `category ${key}`, url: categoryImageUrl(key), drawn: drawCategoryImage(key) }))
]

const channel = (value: number): number => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(Number.parseInt(hex.slice(i, i + 2), 16))) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The drawing with every colour blanked out: what a player who cannot tell the colours apart sees. */
const shapesOnly = (image: string): string => image.replace(/#[0-9A-Fa-f]{3,6}\b/g, "#colour")

describe("the game's art files", () => {
  it.each(images)("$name is served from public/, a small, well-formed, self-contained square SVG", ({ url }) => {
    const image = served(url)
    expect(wellFormednessProblems(image)).toEqual([])
    expect(image).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1">/)
    expect(image).not.toMatch(/<script/i)
    expect(image).not.toMatch(/<text/i)
    expect(image).not.toMatch(/href="http/i)
    expect(image).not.toMatch(/\bon[a-z]+="/i)
    expect(statSync(`${publicDir}${url.slice(1)}`).size).toBeLessThan(maxBytes)
  })

  it.each(images)("$name is what art-drawings.ts draws (regenerate with web/scripts/generate-art.ts)", ({ url, drawn }) => {
    expect(served(url)).toBe(drawn)
  })

  it("catches a broken file", () => {
    expect(wellFormednessProblems('<svg viewBox="0 0 8 8"><g></svg>')).not.toEqual([])
    expect(wellFormednessProblems('<svg viewBox="0 0 8 8"><path d="M0 0"></svg>')).not.toEqual([])
    expect(wellFormednessProblems('<svg a="1" a="2"/>')).not.toEqual([])
    expect(wellFormednessProblems("<svg/><svg/>")).not.toEqual([])
  })
})

describe("avatars", () => {
  it.each(colourSetIds)("%s is drawn in the colours the UI uses for that player", (set) => {
    const image = served(avatarUrl(set))
    const { main, accent, soft } = colourSetColours[set]
    for (const colour of [main, accent, soft]) expect(image).toContain(colour)
  })

  it("tells every set apart by shape, not only by colour", () => {
    const shapes = new Set(colourSetIds.map((set) => shapesOnly(served(avatarUrl(set)))))
    expect(shapes.size).toBe(colourSetIds.length)
  })

  it("gives only the special pack's sets the gold ring and sparkles", () => {
    const hasGoldRing = (set: (typeof colourSetIds)[number]): boolean => served(avatarUrl(set)).includes('stroke="#F59E0B"')
    expect(specialColourSets.filter(hasGoldRing)).toEqual(specialColourSets)
    expect(baseColourSets.filter(hasGoldRing)).toEqual([])
  })
})

describe("category images", () => {
  it.each(categoryKeys)("%s sits on a badge of its own colour, and cream reads on it", (key) => {
    const { main } = categoryColours[key]
    expect(served(categoryImageUrl(key))).toContain(`fill="${main}"`)
    expect(contrast(main, "#FFF7ED")).toBeGreaterThanOrEqual(4.5)
  })

  it("gives each category its own colour and its own pictogram", () => {
    expect(new Set(categoryKeys.map((key) => categoryColours[key].main)).size).toBe(categoryKeys.length)
    expect(new Set(categoryKeys.map((key) => shapesOnly(served(categoryImageUrl(key))))).size).toBe(categoryKeys.length)
  })
})
