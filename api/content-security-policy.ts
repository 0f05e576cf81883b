/**
 * The Content-Security-Policy of every answer: this origin's resources only, no plugins, never in a
 * frame, forms to this origin. Scripts are this origin's files; a prerendered page adds the hashes
 * of the inline scripts it carries (api/routes/web-app.ts), and nothing else.
 */
export const contentSecurityPolicy: Readonly<Record<"defaultSrc" | "baseUri" | "objectSrc" | "frameAncestors" | "formAction", Array<string>>> = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"]
}

/** The directives of `contentSecurityPolicy` as header text (`default-src 'self'; base-uri 'self'; …`). */
const directives = Object.entries(contentSecurityPolicy).map(
  ([name, sources]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(" ")}`
)

/** The header's value for every answer that does not set its own: scripts fall under default-src, this origin's files only. */
export const basePolicy = directives.join("; ")

/** The header's value for `contentSecurityPolicy`, with scripts from this origin and `scriptSources` (each `'sha256-…'`). */
export const policyWithScripts = (scriptSources: ReadonlyArray<string>): string =>
  [...directives, `script-src 'self' ${scriptSources.join(" ")}`.trimEnd()].join("; ")
