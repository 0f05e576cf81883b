import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "@playwright/test"
import type { AxeResults, RunOptions } from "axe-core"

/** The impacts that fail a page: everything but "minor". */
const failingImpacts: ReadonlyArray<string> = ["moderate", "serious", "critical"]

/** WCAG 2.0, 2.1 A and AA, and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]

/** axe-core, to evaluate in a page: it defines `window.axe`. */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/**
 * axe reads every colour it compares through its Color class's `parseString`, which hands the CSS text
 * to colorjs.io (parse, map to the sRGB gamut, convert) each time it is read: on the admin's table of
 * tags, 170 of the colour-contrast rule's 490 ms, for the few dozen colour texts a page has. The same
 * text is the same colour, so each is parsed once per document and the rest are read back; a text
 * that fails to parse is not kept, and fails again as axe's own does. The rules and their results are
 * axe's (axe.spec.ts compares them); an axe without this class or method is left as it is.
 */
export const parseEachColourOnce = (): void => {
  type Colour = { r: number; g: number; b: number; alpha: number }
  const commons = (window as unknown as { axe: { commons?: { color?: { Color?: { prototype: { parseString?: unknown } } } } } }).axe.commons
  const prototype = commons?.color?.Color?.prototype as { parseString: (this: Colour, text: string) => Colour } | undefined
  if (typeof prototype?.parseString !== "function") return
  const parse = prototype.parseString
  const parsed = new Map<string, readonly [number, number, number, number]>()
  prototype.parseString = function (this: Colour, text: string): Colour {
    const known = parsed.get(text)
    if (known === undefined) {
      parse.call(this, text)
      parsed.set(text, [this.r, this.g, this.b, this.alpha])
      return this
    }
    ;[this.r, this.g, this.b, this.alpha] = known
    return this
  }
}

/** A violation as a test reports it: its rule, its impact, and the elements it found. */
export interface Violation {
  readonly id: string
  readonly impact: string | null | undefined
  readonly nodes: ReadonlyArray<string>
}

/**
 * The accessibility violations of the page as it is (axe: WCAG 2.0, 2.1 A and AA, and best practices)
 * of moderate impact or worse, each with its rule, impact and the elements it found.
 *
 * axe-core runs in the page itself, injected once per document: @axe-core/playwright's `analyze()`
 * injected it again on every scan and finished each run in a new blank page, four to six times the
 * scan's own time (350–580 ms against 50–140 ms on our pages). The app has no frames (a test fails
 * if a page gets one, rather than scanning it half), so the rules and results are axe's own.
 */
export const axeViolations = async (page: Page): Promise<ReadonlyArray<Violation>> => {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame() && frame.url() !== "about:blank")
  if (frames.length > 0) throw new Error(`axeViolations scans one document; this page has frames: ${frames.map((frame) => frame.url()).join(", ")}`)
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.evaluate(axeSource)
    await page.evaluate(parseEachColourOnce)
  }
  const options: RunOptions = { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }
  const violations = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe
    // The page as a person reads it: a card still fading in has a contrast nobody sees (a busy machine
    // draws the fade slower). Animations that end are waited for; endless ones (a spinner) are not.
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
    const results = await axe.run(document, options)
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.map(String).join(" "))
    }))
  }, options)
  return violations.filter((violation) => failingImpacts.includes(violation.impact ?? ""))
}
