import type { BrowserContext } from "@playwright/test"
import { axeSource, parseEachColourOnce } from "./axe.ts"
import { expect, test } from "./fixtures.ts"

/** Text on every kind of colour a stylesheet can give: hex, rgb with alpha over other backgrounds, hsl in turns and radians, named, oklch, color-mix; some too faint. */
const colours = `<!doctype html><html lang="en"><head><title>Colours</title><style>
  body { background: #fafafa; color: #222; font: 16px sans-serif }
  .veil { background: rgba(10, 40, 200, 0.35); padding: 8px }
  .turn { color: hsl(0.6turn 70% 30%) } .rad { color: hsl(2rad 60% 45%) }
  .faint { color: #b8b8b8 } .named { color: rebeccapurple; background: lavender }
  .lab { color: oklch(0.45 0.12 250) } .mix { color: color-mix(in srgb, #1a6 40%, white) }
  .half { color: rgb(0 0 0 / 0.5) } .stack { background: hsl(120 40% 50% / 0.5) }
</style></head><body><main>
  <h1>Colours</h1><p>Plain text on the page.</p>
  <div class="veil"><p>Over a veil.</p><p class="faint">Faint over a veil.</p><div class="stack"><p class="half">Half black over two veils.</p></div></div>
  <p class="turn">In turns.</p><p class="rad">In radians.</p><p class="named">Named colours.</p>
  <p class="lab">OKLCH.</p><p class="mix">Mixed, too light.</p><p class="faint">Too faint.</p>
</main></body></html>`

type Parser = { prototype: { parseString: (this: unknown, text: string) => unknown } }
type Parses = { parses: Array<string>; reads: number }

/** Counts the colour texts axe's Color class parses, and (outermost) the reads of a colour axe makes. */
const countParses = (where: "parses" | "reads") => {
  const page = window as unknown as { axe: { commons: { color: { Color: Parser } } }; counts?: Parses }
  page.counts ??= { parses: [], reads: 0 }
  const counts = page.counts
  const { prototype } = page.axe.commons.color.Color
  const parse = prototype.parseString
  prototype.parseString = function (text) {
    if (where === "parses") counts.parses.push(text)
    else counts.reads += 1
    return parse.call(this, text)
  }
}

/** The colour-contrast rule's every result (passes, violations, incomplete) with the colours and ratios axe read, and the parses it took. */
const colourContrast = async (context: BrowserContext, parseOnce: boolean): Promise<{ readonly results: string; readonly counts: Parses }> => {
  // A page of its own: a document written again keeps its window, and axe and the counts in it.
  const page = await context.newPage()
  await page.setContent(colours)
  await page.evaluate(axeSource)
  await page.evaluate(countParses, "parses" as const)
  if (parseOnce) await page.evaluate(parseEachColourOnce)
  await page.evaluate(countParses, "reads" as const)
  const results = await page.evaluate(async () => {
    type Node = { target: ReadonlyArray<string>; any: ReadonlyArray<{ data: unknown }> }
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<Record<string, ReadonlyArray<{ nodes: ReadonlyArray<Node> }>>> } }
    ).axe
    // Twice: the second run reads every colour from what the first one kept.
    await axe.run(document, { runOnly: { type: "rule", values: ["color-contrast"] } })
    const second = await axe.run(document, { runOnly: { type: "rule", values: ["color-contrast"] } })
    return JSON.stringify(
      ["passes", "violations", "incomplete"].map((kind) =>
        second[kind]?.flatMap((rule) => rule.nodes.map((node) => [kind, node.target, node.any.map((check) => check.data)]))
      )
    )
  })
  const counts = await page.evaluate(() => (window as unknown as { counts: Parses }).counts)
  await page.close()
  return { results, counts }
}

test("the accessibility scan reads each colour once per page, and axe's colour-contrast results stay axe's own", async ({ context }) => {
  const { results: own, counts: everyTime } = await colourContrast(context, false)
  const { results: parsedOnce, counts } = await colourContrast(context, true)
  expect(parsedOnce).toEqual(own)
  // As many reads either way, but each text parsed once: the few texts of the page, not one parse per read.
  expect(counts.reads).toBe(everyTime.reads)
  expect(counts.parses).toEqual([...new Set(everyTime.parses)])
  expect(counts.parses.length).toBeLessThan(counts.reads / 2)
  // The page gives the rule something to say: passes, and the faint text over a veil refused, with the colours axe read.
  expect(own).toContain('["passes",[".turn"],[{"fgColor":"#174282","bgColor":"#fafafa"')
  expect(own).toContain('["violations",[".veil > .faint"],[{"fgColor":"#b8b8b8","bgColor":"#a6b1e9"')
})
