import { Either, type ParseResult, Schema, SchemaAST } from "effect"
import { currentSchemaVersion, Pack, PackFile, supportedSchemaVersions } from "./pack-schema.ts"

/** A JSON path as people read it: `challenges[12].text.en`. */
export const formatJsonPath = (path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`
    const name = String(key)
    if (/^[A-Za-z_$][\w$]*$/.test(name)) return text === "" ? name : `${text}.${name}`
    return `${text}[${JSON.stringify(name)}]`
  }, "")

/** One problem line: `file: path: rule`, or `file: rule` at the top of the file. */
export const problemLine = (file: string, path: ReadonlyArray<PropertyKey>, rule: string): string => {
  const where = formatJsonPath(path)
  return where === "" ? `${file}: ${rule}` : `${file}: ${where}: ${rule}`
}

const shown = (value: unknown): string => {
  if (value === null || typeof value === "number" || typeof value === "boolean") return String(value)
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value)
  if (Array.isArray(value)) return "a list"
  if (typeof value === "object") return "an object"
  return String(value)
}

/** The pattern messages of the shared ids, said as rules. */
const ruleWords: Readonly<Record<string, string>> = {
  "kebab-case": "must be kebab-case (lower-case letters and digits joined by -)",
  "lower-case letters, digits, - and _": "must use only lower-case letters, digits, - and _"
}

const asRule = (message: string): string => ruleWords[message] ?? (/^(must|is|has|tag|unknown|")/.test(message) ? message : `must be ${message}`)

const literalsOf = (ast: SchemaAST.AST): ReadonlyArray<SchemaAST.LiteralValue> | undefined => {
  if (SchemaAST.isLiteral(ast)) return [ast.literal]
  if (SchemaAST.isUnion(ast) && ast.types.every(SchemaAST.isLiteral)) return ast.types.map((type) => (type as SchemaAST.Literal).literal)
  return undefined
}

/** The rule a value broke, in plain words, from the schema node that refused it. */
const typeRule = (ast: SchemaAST.AST, actual: unknown): string => {
  const literals = literalsOf(ast)
  if (literals !== undefined) {
    const title = SchemaAST.getTitleAnnotation(ast).pipe((option) => (option._tag === "Some" ? option.value.toLowerCase() : "value"))
    const expected = literals.map((literal) => String(literal)).join(", ")
    if (literals.length === 1) return `must be ${JSON.stringify(literals[0])}, not ${shown(actual)}`
    return typeof actual === "string" ? `unknown ${title} ${shown(actual)} (expected one of ${expected})` : `must be one of ${expected}, not ${shown(actual)}`
  }
  switch (ast._tag) {
    case "StringKeyword":
      return `must be a string, not ${shown(actual)}`
    case "NumberKeyword":
      return `must be a number, not ${shown(actual)}`
    case "BooleanKeyword":
      return `must be true or false, not ${shown(actual)}`
    case "TupleType":
      return `must be a list [ … ], not ${shown(actual)}`
    case "TypeLiteral":
      return `must be an object { … }, not ${shown(actual)}`
    default:
      return `must be ${String(ast)}, not ${shown(actual)}`
  }
}

/** The rule a refinement (pattern, length, integer, …) stands for, in plain words. */
const refinementRule = (ast: SchemaAST.Refinement, actual: unknown): string => {
  const schemaId = SchemaAST.getSchemaIdAnnotation(ast)
  if (typeof actual === "string" && actual.trim() === "") return "must not be empty"
  if (schemaId._tag === "Some" && schemaId.value === Schema.TrimmedSchemaId) return "must not start or end with spaces"
  if (schemaId._tag === "Some" && schemaId.value === Schema.MinLengthSchemaId) return "must not be empty"
  const description = SchemaAST.getDescriptionAnnotation(ast)
  return description._tag === "Some" ? `must be ${description.value}` : "is not valid"
}

const messageOf = (ast: SchemaAST.AST, issue: ParseResult.ParseIssue): string | undefined => {
  const annotation = SchemaAST.getMessageAnnotation(ast)
  if (annotation._tag === "None") return undefined
  const message = annotation.value(issue)
  if (typeof message === "string") return message
  return "message" in message && typeof message.message === "string" ? message.message : undefined
}

/** One problem of a pack file: where it is (a JSON path; empty for the whole file) and the rule it breaks. */
export interface PackProblem {
  readonly path: ReadonlyArray<PropertyKey>
  readonly rule: string
}
type Problem = PackProblem

/** Flattens a parse issue into one plain-words problem per broken rule, each with its JSON path. */
const problemsOf = (issue: ParseResult.ParseIssue, path: ReadonlyArray<PropertyKey>, allowedKeys: ReadonlyArray<string>): Array<Problem> => {
  switch (issue._tag) {
    case "Pointer":
      return problemsOf(issue.issue, [...path, ...(Array.isArray(issue.path) ? issue.path : [issue.path])], allowedKeys)
    case "Missing":
      return [{ path, rule: "required" }]
    case "Unexpected":
      return [{ path, rule: allowedKeys.length > 0 ? `unknown field (allowed here: ${allowedKeys.join(", ")})` : "unknown field" }]
    case "Forbidden":
      return [{ path, rule: "could not be checked" }]
    case "Type":
      return [{ path, rule: issue.message !== undefined ? asRule(issue.message) : typeRule(issue.ast, issue.actual) }]
    case "Composite": {
      if (literalsOf(issue.ast) !== undefined) return [{ path, rule: typeRule(issue.ast, issue.actual) }]
      const keys = SchemaAST.isTypeLiteral(issue.ast) ? issue.ast.propertySignatures.map((signature) => String(signature.name)) : allowedKeys
      const inner = Array.isArray(issue.issues) ? issue.issues : [issue.issues as ParseResult.ParseIssue]
      return inner.flatMap((each) => problemsOf(each, path, keys))
    }
    case "Refinement": {
      if (issue.kind === "From") return problemsOf(issue.issue, path, allowedKeys)
      const message = messageOf(issue.ast, issue)
      if (message !== undefined) return [{ path, rule: asRule(message) }]
      const inner = issue.issue
      if (inner._tag === "Type" && inner.message === undefined) return [{ path, rule: refinementRule(issue.ast, issue.actual) }]
      return problemsOf(inner, path, allowedKeys)
    }
    case "Transformation":
      return problemsOf(issue.issue, path, allowedKeys)
  }
}

/** Where a JSON.parse failure happened, as line and column (1-based), from its position when the engine gives one. */
const jsonErrorAt = (text: string, error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error)
  const position = /at position (\d+)/.exec(message)?.[1]
  const offset = position === undefined ? text.length : Math.min(Number(position), text.length)
  const before = text.slice(0, offset)
  const line = before.split("\n").length
  const column = offset - before.lastIndexOf("\n")
  const found = text[offset]
  const what = found === undefined ? "the file ends too early" : `unexpected ${JSON.stringify(found)}`
  return `invalid JSON at line ${line} column ${column} (${what})`
}

/** What changed since format 1, said to the author of a format-1 file. */
const formatOneRule =
  `1 is the old format; this version of Allez! reads ${currentSchemaVersion}. What changed: a challenge's "timeLimitSeconds": 45 is now ` +
  `"timer": { "seconds": 45, "meaning": "limit" } (meaning: "limit" = finish before the time runs out, "minimum" = keep going at least ` +
  `this long, "hold" = keep a position this long). Set "schemaVersion": ${currentSchemaVersion} and write each time limit as a timer`

const decodePackFile = Schema.decodeUnknownEither(PackFile, { errors: "all", onExcessProperty: "error" })

/** The most challenges a pack file may hold (the admin area's limit too); a longer list is refused before any challenge is read. */
export const maxPackChallenges = 1000

/**
 * Parses and checks one pack.json text: the pack, or every problem with its JSON path.
 * @example parsePack('{"schemaVersion": 2}') // Either.left([{ path: ["id"], rule: "required" }, …])
 */
export const parsePack = (jsonText: string): Either.Either<Pack, ReadonlyArray<PackProblem>> => {
  const text = jsonText.replace(/^\uFEFF/, "")
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return Either.left([{ path: [], rule: jsonErrorAt(text, error) }])
  }
  if (typeof json === "object" && json !== null && !Array.isArray(json) && "schemaVersion" in json) {
    const version = json.schemaVersion
    if (version === 1) return Either.left([{ path: ["schemaVersion"], rule: formatOneRule }])
    if (typeof version === "number" && !supportedSchemaVersions.some((known) => known === version)) {
      return Either.left([{ path: [], rule: `schemaVersion ${version} is not supported (this version of Allez! reads ${supportedSchemaVersions.join(", ")})` }])
    }
  }
  if (typeof json === "object" && json !== null && "challenges" in json && Array.isArray(json.challenges) && json.challenges.length > maxPackChallenges) {
    return Either.left([{ path: ["challenges"], rule: `must hold at most ${maxPackChallenges} challenges, not ${json.challenges.length}` }])
  }
  // Format 3 only added optional fields: a format-2 file is read as one.
  if (typeof json === "object" && json !== null && !Array.isArray(json) && "schemaVersion" in json && json.schemaVersion === 2)
    json = { ...json, schemaVersion: 3 }
  return decodePackFile(json).pipe(
    Either.map(({ $schema: _schema, ...pack }) => pack),
    Either.mapLeft((error) => problemsOf(error.issue, [], []))
  )
}

const validatePack = Schema.validateEither(Pack, { errors: "all", onExcessProperty: "error" })

/** Checks a pack built in memory (an admin's edit) by the pack Schema: the pack, or every problem with its JSON path. */
export const checkPack = (pack: Pack): Either.Either<Pack, ReadonlyArray<PackProblem>> =>
  Either.mapLeft(validatePack(pack), (error) => problemsOf(error.issue, [], []))

/**
 * Parses and checks one pack.json text; `file` labels every problem (`packs/base/pack.json: challenges[12].text.en: required`).
 * @example parsePackFile("packs/base/pack.json", text) // Either.right(pack) or Either.left(["packs/base/pack.json: version: must be a semver version like 1.0.0"])
 */
export const parsePackFile = (file: string, jsonText: string): Either.Either<Pack, ReadonlyArray<string>> =>
  Either.mapLeft(parsePack(jsonText), (problems) => problems.map((problem) => problemLine(file, problem.path, problem.rule)))
