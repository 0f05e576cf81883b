import type Database from "better-sqlite3"
import { Effect, type Either, Schema, SchemaAST } from "effect"

/** A document as JSON text, both ways through a core Schema: what is read back is decoded, never trusted. */
export interface JsonCodec<A> {
  readonly encode: (value: A) => string
  /** Throws when the stored text is not a valid document (a defect: the file was tampered with). */
  readonly decode: (text: unknown) => A
}

export interface JsonCodecOptions {
  /**
   * Remembers the documents last read or written, up to this many characters of JSON, with their
   * decoded values: a document read back unchanged (the game an action just wrote, the profile of
   * every request) is not decoded again. The values handed out are then shared, so they are frozen.
   */
  readonly rememberChars?: number
}

export const jsonCodec = <A, I>(schema: Schema.Schema<A, I>, options: JsonCodecOptions = {}): JsonCodec<A> => {
  const json = Schema.parseJson(schema)
  const decodeText = Schema.decodeUnknownSync(json)
  const encodeText = Schema.encodeSync(json)
  const limit = options.rememberChars
  if (limit === undefined) return { encode: encodeText, decode: decodeText }

  const memo = new Map<string, A>()
  let memoChars = 0
  const fields = plainFieldsOf(schema.ast)

  const remember = (text: string, value: A): A => {
    deepFreeze(value)
    if (fields !== undefined && typeof value === "object" && value !== null) {
      for (const field of fields) {
        const part: unknown = Reflect.get(value, field.name)
        if (typeof part === "object" && part !== null) field.checked.add(part)
      }
    }
    if (text.length > limit) return value
    memo.delete(text)
    memo.set(text, value)
    memoChars += text.length
    for (const [oldest] of memo) {
      if (memoChars <= limit) break
      memo.delete(oldest)
      memoChars -= oldest.length
    }
    return value
  }

  return {
    decode: (text) => {
      if (typeof text !== "string") return decodeText(text)
      const known = memo.get(text)
      if (known !== undefined) {
        memo.delete(text)
        memo.set(text, known)
        return known
      }
      return remember(text, decodeText(text))
    },
    encode: (value) => {
      if (fields === undefined) return encodeText(value)
      // Field by field: a part taken unchanged from a decoded document is reused as it is; any
      // other part goes through JSON and the field's Schema, exactly as reading it back would.
      // So the text is what the Schema would write, and the remembered value what it would read.
      const encoded: Record<string, unknown> = {}
      for (const field of fields) {
        const part: unknown = Reflect.get(value as object, field.name)
        if (part === undefined && field.isOptional) continue
        encoded[field.name] = typeof part === "object" && part !== null && field.checked.has(part) ? part : field.decode(viaJson(part))
      }
      const text = JSON.stringify(encoded)
      remember(text, encoded as A)
      return text
    }
  }
}

/** What `JSON.stringify` then `JSON.parse` make of a value (undefined stays undefined, so the Schema says what is missing). */
const viaJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)))

const deepFreeze = (value: unknown): void => {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return
  for (const part of Object.values(value)) deepFreeze(part)
  Object.freeze(value)
}

interface PlainField {
  readonly name: string
  readonly isOptional: boolean
  readonly decode: (input: unknown) => unknown
  /** Values of this field known to be exactly what decoding their JSON gives (frozen, so they stay so). */
  readonly checked: WeakSet<object>
}

/**
 * The fields of a struct whose values are plain JSON (no transformation, declaration or
 * recursion anywhere, so encoding is the identity): each one can be checked on its own.
 * Undefined for any other schema, which is then encoded whole.
 */
const plainFieldsOf = (ast: SchemaAST.AST): ReadonlyArray<PlainField> | undefined => {
  if (!SchemaAST.isTypeLiteral(ast) || ast.indexSignatures.length > 0) return undefined
  const fields: Array<PlainField> = []
  for (const signature of ast.propertySignatures) {
    if (typeof signature.name !== "string" || !isPlainJson(signature.type)) return undefined
    fields.push({
      name: signature.name,
      isOptional: signature.isOptional,
      decode: Schema.decodeUnknownSync(Schema.make(signature.type)),
      checked: new WeakSet()
    })
  }
  return fields
}

const isPlainJson = (ast: SchemaAST.AST): boolean => {
  switch (ast._tag) {
    case "Literal":
      return typeof ast.literal !== "bigint"
    case "StringKeyword":
    case "NumberKeyword":
    case "BooleanKeyword":
    case "UndefinedKeyword":
      return true
    case "Refinement":
      return isPlainJson(ast.from)
    case "Union":
      return ast.types.every(isPlainJson)
    case "TupleType":
      return ast.elements.every((element) => isPlainJson(element.type)) && ast.rest.every((rest) => isPlainJson(rest.type))
    case "TypeLiteral":
      return (
        ast.propertySignatures.every((signature) => typeof signature.name === "string" && isPlainJson(signature.type)) &&
        ast.indexSignatures.every((signature) => isPlainJson(signature.type))
      )
    default:
      return false
  }
}

/**
 * Runs `body` in a write transaction (BEGIN IMMEDIATE, so two connections never deadlock upgrading
 * a read lock). The body returns the domain outcome; anything it throws rolls back and becomes a
 * defect. A Left must be decided before the body writes anything, since a Left still commits.
 */
export const writeTransaction = <Args extends Array<unknown>, A, E>(
  db: Database.Database,
  body: (...args: Args) => Either.Either<A, E>
): ((...args: Args) => Effect.Effect<A, E>) => {
  const transaction = db.transaction(body)
  return (...args) => Effect.flatten(Effect.sync(() => transaction.immediate(...args)))
}

/** A row with a `doc` column, as better-sqlite3 returns it. */
export interface DocRow {
  readonly doc: string
}
