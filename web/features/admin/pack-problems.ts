import type { PackProblem } from "#contract/admin-answers.ts"

/** A problem of a pack file placed in the file: its JSON path, the rule, and what the file holds there. */
export interface PlacedProblem {
  readonly path: string
  readonly rule: string
  /** The id of the challenge or tag the path is in, when the file names one. */
  readonly owner?: string
  /** What the file holds at the path, shortened; absent when nothing is there. */
  readonly value?: string
}

/** `challenges[12].text.en` → ["challenges", 12, "text", "en"]; `["odd key"]` segments too. */
export const pathSegments = (path: string): ReadonlyArray<string | number> => {
  const segments: Array<string | number> = []
  const pattern = /([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g
  for (const match of path.matchAll(pattern)) {
    if (match[1] !== undefined) segments.push(match[1])
    else if (match[2] !== undefined) segments.push(Number(match[2]))
    else if (match[3] !== undefined) segments.push(JSON.parse(match[3]) as string)
  }
  return segments
}

const at = (value: unknown, key: string | number): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string | number, unknown>)[key] : undefined

const shorten = (value: unknown): string | undefined => {
  if (value === undefined) return undefined
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value))
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}

/**
 * Places each problem of `allez packs validate` (as the import answers them) in the file's JSON, when
 * it is readable: the challenge or tag it is about, and the value found there.
 */
export const placeProblems = (problems: ReadonlyArray<PackProblem>, fileText: string): ReadonlyArray<PlacedProblem> => {
  let json: unknown
  try {
    json = JSON.parse(fileText)
  } catch {
    json = undefined
  }
  return problems.map(({ path, rule }) => {
    const segments = pathSegments(path)
    const [list, index] = segments
    const ownerId = (list === "challenges" || list === "tags") && typeof index === "number" ? at(at(at(json, list), index), "id") : undefined
    const value = path === "" || json === undefined ? undefined : shorten(segments.reduce<unknown>(at, json))
    return {
      path,
      rule,
      ...(typeof ownerId === "string" && segments.length > 2 ? { owner: ownerId } : {}),
      ...(value === undefined ? {} : { value })
    }
  })
}
