import type Database from "better-sqlite3"
import { Effect, type Either, Schema, SchemaAST } from "effect"

/** A document as JSON text, both ways through a core Schema: what is read back is decoded, never trusted. */
export interface JsonCodec<A> {
  readonly encode: (value: A) => string
  /** Throws when the stored text is not a valid document (a defect: the file was tampered with). */
  readonly decode: (text: unknown) => A
}

export const jsonCodec = <A, I>(schema: Schema.Schema<A, I>): JsonCodec<A> => {
  const json = Schema.parseJson(schema)
  return { encode: Schema.encodeSync(json), decode: Schema.decodeUnknownSync(json) }
}

/** A codec that remembers the last text and value of each document, by the document's id. */
export interface RememberingCodec<A> {
  /** The text to store for the document `key`; its value is remembered as a read would give it. */
  readonly encode: (key: string, value: A) => string
  /**
   * The document `key` stored as `text`: the remembered value when the text is the one last seen
   * for that key, else decoded (and remembered). Throws when the text is not a valid document.
   */
  readonly decode: (key: string, text: unknown) => A
}

/**
 * A JSON codec for documents read back again and again (the game each action reads, the profile
 * of every signed-in request): the last text and value of up to `maxDocuments` documents are kept,
 * so a document read back unchanged is not decoded again. The values handed out are then shared,
 * so they are frozen. Writing checks only the fields that differ from the document's remembered
 * value: a field that is the very same (frozen) part, or an equal primitive, was checked already;
 * any other goes through JSON and the field's Schema, exactly as reading it back would. So the
 * text is what the Schema would write and the remembered value what the Schema would read.
 * Schemas that are not structs of plain JSON fields are encoded whole, as `jsonCodec` does.
 */
export const rememberingCodec = <A, I>(schema: Schema.Schema<A, I>, options: { readonly maxDocuments: number }): RememberingCodec<A> => {
  const plain = jsonCodec(schema)
  const fields = plainFieldsOf(schema.ast)
  /** Per document: its text, its value, and (once written here) the JSON of each field, in `fields` order. */
  const memo = new Map<string, { readonly text: string; readonly value: A; readonly fieldTexts?: ReadonlyArray<string | undefined> }>()

  const remember = (key: string, text: string, value: A, fieldTexts?: ReadonlyArray<string | undefined>): void => {
    deepFreeze(value)
    memo.delete(key)
    memo.set(key, fieldTexts === undefined ? { text, value } : { text, value, fieldTexts })
    if (memo.size > options.maxDocuments) {
      for (const [oldest] of memo) {
        memo.delete(oldest)
        break
      }
    }
  }

  return {
    decode: (key, text) => {
      const known = memo.get(key)
      if (known !== undefined && known.text === text) {
        memo.delete(key)
        memo.set(key, known)
        return known.value
      }
      const value = plain.decode(text)
      if (typeof text === "string") remember(key, text, value)
      return value
    },
    encode: (key, value) => {
      if (fields === undefined) return plain.encode(value)
      const known = memo.get(key)
      const previous: unknown = known?.value
      const encoded: Record<string, unknown> = {}
      // The text is put together from each field's JSON, as JSON.stringify would write the whole
      // (keys in order, undefined left out): an unchanged field's JSON is the one written last time.
      const fieldTexts: Array<string | undefined> = []
      const members: Array<string> = []
      fields.forEach((field, index) => {
        const part: unknown = Reflect.get(value as object, field.name)
        const isChecked = typeof previous === "object" && previous !== null && Reflect.get(previous, field.name) === part && part !== undefined
        const stored = isChecked ? part : part === undefined && field.isOptional ? undefined : field.decode(viaJson(part))
        const json = stored === undefined ? undefined : ((isChecked ? known?.fieldTexts?.[index] : undefined) ?? JSON.stringify(stored))
        fieldTexts.push(json)
        if (stored === undefined || json === undefined) return
        encoded[field.name] = stored
        members.push(`${field.jsonName}:${json}`)
      })
      const text = `{${members.join(",")}}`
      remember(key, text, encoded as A, fieldTexts)
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
  /** The name as a JSON string, as it opens the field's member in the text. */
  readonly jsonName: string
  readonly isOptional: boolean
  readonly decode: (input: unknown) => unknown
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
      jsonName: JSON.stringify(signature.name),
      isOptional: signature.isOptional,
      decode: Schema.decodeUnknownSync(Schema.make(signature.type))
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
