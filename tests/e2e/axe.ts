import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** The impacts that fail a page: everything but "minor". */
const failingImpacts: ReadonlyArray<string> = ["moderate", "serious", "critical"]

/**
 * The accessibility violations of the page as it is (axe: WCAG 2.0, 2.1 A and AA, and best practices)
 * of moderate impact or worse, each with its rule, impact and the elements it found.
 */
export const axeViolations = async (page: Page) => {
  // Only the violations come back: every rule still runs, but the passes axe would list node by node
  // (most of its time on our screens) are neither gathered nor sent.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .analyze()
  return results.violations
    .filter((violation) => failingImpacts.includes(violation.impact ?? ""))
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(" ")) }))
}
