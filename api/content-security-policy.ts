/**
 * The Content-Security-Policy of every answer: this origin's resources only, no plugins, never in a
 * frame, forms to this origin. Scripts and styles are this origin's files; a prerendered page adds
 * the hashes of the inline scripts and stylesheet it carries (api/routes/web-app.ts), and nothing else.
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

/** The inline scripts and stylesheets a page carries, each as a `'sha256-…'` source. */
export interface InlineSources {
  readonly scripts: ReadonlyArray<string>
  readonly styles: ReadonlyArray<string>
}

/**
 * The header's value for `contentSecurityPolicy`, with scripts and styles from this origin and the
 * inline ones named in `sources`. Without inline styles, styles stay under default-src.
 */
export const policyWithInline = ({ scripts, styles }: InlineSources): string =>
  [...directives, `script-src 'self' ${scripts.join(" ")}`.trimEnd(), ...(styles.length === 0 ? [] : [`style-src 'self' ${styles.join(" ")}`])].join("; ")
