import type Database from "better-sqlite3"
import { Effect, type Either, Schema, SchemaAST } from "effect"
import { rememberStoredText } from "../stored-json.ts"

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
 * so a document read back unchanged is not decoded again, and neither is the text just written.
 * The values handed out are then shared, so they are frozen. A struct is written field by field,
 * a field that is itself a struct (a game's turn, the turn's timer) the same way, field by field,
 * and an array of structs (a game's history and players, an entry's turns) element by element: a
 * field or element that is the very same (frozen) part as in the document's remembered value, or an
 * equal primitive, was checked already; any other goes through the field's Schema to JSON and back,
 * exactly as writing and reading the whole would. So the text is what the Schema would write and
 * the remembered value what the Schema would read. Other schemas are encoded whole, as
 * `jsonCodec` does, and what they write is decoded again when read.
 */
export const rememberingCodec = <A, I>(schema: Schema.Schema<A, I>, options: { readonly maxDocuments: number }): RememberingCodec<A> => {
  const plain = jsonCodec(schema)
  const fields = structFieldsOf(schema)
  /** Per document: its text, its value, and (once written here) how each field was written, in `fields` order. */
  const memo = new Map<string, { readonly text: string; readonly value: A; readonly written?: ReadonlyArray<WrittenField> }>()

  const remember = (key: string, text: string, value: A, written?: ReadonlyArray<WrittenField>): void => {
    deepFreeze(value)
    memo.delete(key)
    memo.set(key, written === undefined ? { text, value } : { text, value, written })
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
      const written = writeStruct(fields, value as object, known?.value as object | undefined, known?.written)
      const text = textOf(written)
      remember(key, text, storedOf(fields, written) as A, written)
      rememberStoredText(value as object, text)
      return text
    }
  }
}

const deepFreeze = (value: unknown): void => {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return
  for (const part of Object.values(value)) deepFreeze(part)
  Object.freeze(value)
}

/** One field of a struct, written on its own as the whole struct would write it. */
interface StructField {
  readonly name: string
  /**
   * The field of `value` through its Schema: its member of the JSON text (`"name":value`, or "" when
   * the Schema leaves it out) and its value as reading that text back gives it (present or not).
   */
  readonly write: (value: object) => WrittenField
  /** The fields of the field's own schema when it is a plain struct (written field by field in turn). */
  readonly fields?: ReadonlyArray<StructField>
  /** The fields of its elements' schema when it is an array of a plain struct (each element written field by field). */
  readonly elementFields?: ReadonlyArray<StructField>
}

/** A field as written: its JSON member, whether reading it back gives the key, that value, and (for a struct) its own fields. */
interface WrittenField {
  readonly member: string
  readonly isPresent: boolean
  readonly stored: unknown
  readonly fields?: ReadonlyArray<WrittenField>
  /** For an array of structs written element by element: each element's fields as written, and its value as read back. */
  readonly elements?: ReadonlyArray<{ readonly fields: ReadonlyArray<WrittenField>; readonly stored: object }>
}

/** A struct's JSON text: its fields' members in order (a field the Schema leaves out has none). */
const textOf = (written: ReadonlyArray<WrittenField>): string => {
  const members: Array<string> = []
  for (const field of written) if (field.member !== "") members.push(field.member)
  return `{${members.join(",")}}`
}

/** A struct's value as reading its text back gives it. */
const storedOf = (fields: ReadonlyArray<StructField>, written: ReadonlyArray<WrittenField>): Record<string, unknown> => {
  const stored: Record<string, unknown> = {}
  written.forEach((field, index) => {
    if (field.isPresent) stored[(fields[index] as StructField).name] = field.stored
  })
  return stored
}

/**
 * The fields of `value` written against `previous` (the struct's remembered value, written as
 * `before`): a field whose part is the very part `previous` has keeps its member; a struct field
 * is written field by field against the previous struct; any other goes through its Schema.
 */
const writeStruct = (
  fields: ReadonlyArray<StructField>,
  value: object,
  previous: object | undefined,
  before: ReadonlyArray<WrittenField> | undefined
): ReadonlyArray<WrittenField> =>
  fields.map((field, index) => {
    const part: unknown = Reflect.get(value, field.name)
    const last = before?.[index]
    const previousPart: unknown = typeof previous === "object" && previous !== null ? Reflect.get(previous, field.name) : undefined
    if (last !== undefined && part !== undefined && previousPart === part) return last
    // An optional key absent now as it was before: the Schema writes nothing, exactly as it did then.
    if (last !== undefined && previous !== undefined && !Object.hasOwn(value, field.name) && !Object.hasOwn(previous, field.name)) return last
    if (field.fields !== undefined && typeof part === "object" && part !== null && !Array.isArray(part)) {
      const inner = writeStruct(field.fields, part, last === undefined ? undefined : (previousPart as object | undefined), last?.fields)
      return { member: `${JSON.stringify(field.name)}:${textOf(inner)}`, isPresent: true, stored: storedOf(field.fields, inner), fields: inner }
    }
    if (field.elementFields !== undefined && isArrayOfObjects(part)) {
      const elementFields = field.elementFields
      const previousElements = last !== undefined && Array.isArray(previousPart) ? (previousPart as ReadonlyArray<unknown>) : undefined
      // An element that is the very (frozen) element at its index before keeps what it wrote; any other is written field by field against it.
      const elements = part.map((element: object, index) => {
        const before = last?.elements?.[index]
        const previousElement = previousElements?.[index]
        if (before !== undefined && previousElement === element) return before
        const fields = writeStruct(elementFields, element, before === undefined ? undefined : (previousElement as object | undefined), before?.fields)
        return { fields, stored: storedOf(elementFields, fields) }
      })
      return {
        member: `${JSON.stringify(field.name)}:[${elements.map((written) => textOf(written.fields)).join(",")}]`,
        isPresent: true,
        stored: elements.map((written) => written.stored),
        elements
      }
    }
    return field.write(value)
  })

const isPlainObject = (value: unknown): value is object => typeof value === "object" && value !== null && !Array.isArray(value)

/** An array whose every index holds an object (a sparse array does not: `every` would skip its holes, which the Schema refuses). */
const isArrayOfObjects = (value: unknown): value is ReadonlyArray<object> => {
  if (!Array.isArray(value)) return false
  for (let index = 0; index < value.length; index++) if (!isPlainObject(value[index])) return false
  return true
}

/**
 * The fields of a struct (`Schema.Struct`, its optional keys and defaults included), each as a
 * one-field struct of its own: a struct's fields are encoded and decoded independently, and its
 * JSON text is its fields' members in order. A required field whose schema is a plain struct
 * again has its own fields. Undefined for any other schema (a class, a struct with a filter or an
 * index signature), which is then encoded whole.
 */
const structFieldsOf = <A, I>(schema: Schema.Schema<A, I>): ReadonlyArray<StructField> | undefined => {
  const { ast } = schema
  const isStruct = SchemaAST.isTypeLiteral(ast)
    ? ast.indexSignatures.length === 0
    : SchemaAST.isTransformation(ast) &&
      SchemaAST.isTypeLiteralTransformation(ast.transformation) &&
      SchemaAST.isTypeLiteral(ast.from) &&
      SchemaAST.isTypeLiteral(ast.to) &&
      ast.from.indexSignatures.length === 0 &&
      ast.to.indexSignatures.length === 0
  const fields = (schema as { readonly fields?: Schema.Struct.Fields }).fields
  if (!isStruct || fields === undefined) return undefined
  return Object.entries(fields).map(([name, field]) =>
    structField({
      name,
      one: Schema.Struct({ [name]: field }) as unknown as OneField,
      required: Schema.isSchema(field) ? field.ast : undefined,
      struct: plainStructOf(field),
      elementStruct: Schema.isSchema(field) ? arrayElementStructOf(field.ast) : undefined
    })
  )
}

/** A one-field struct of a struct's field: its part of the encoding and of the decoding. */
type OneField = Schema.Schema<Record<string, unknown>, Record<string, unknown>>

/** The fields of a plain struct known by its AST (a struct inside a struct), as `structFieldsOf` gives them. */
const literalFieldsOf = (ast: SchemaAST.TypeLiteral): ReadonlyArray<StructField> =>
  ast.propertySignatures.map((signature) =>
    structField({
      name: String(signature.name),
      one: Schema.make(new SchemaAST.TypeLiteral([signature], [])) as OneField,
      required: signature.isOptional ? undefined : signature.type,
      struct: signature.isOptional ? optionalStructOf(signature.type) : isPlainStruct(signature.type) ? signature.type : undefined,
      elementStruct: signature.isOptional ? undefined : arrayElementStructOf(signature.type)
    })
  )

/**
 * One field, written on its own: `one` the struct of that field alone, `required` the schema of a
 * required key with no transformation, `struct` the plain struct it holds (when present).
 */
const structField = (source: {
  readonly name: string
  readonly one: OneField
  readonly required: SchemaAST.AST | undefined
  readonly struct: SchemaAST.TypeLiteral | undefined
  readonly elementStruct: SchemaAST.TypeLiteral | undefined
}): StructField => {
  const { name, one } = source
  // A field of a schema that needs no context (rememberingCodec's) needs none either.
  const encode = Schema.encodeUnknownSync(one)
  const decode = Schema.decodeUnknownSync(one)
  // A plain struct, required or under an optional key (`Schema.optional`), is written field by field when present; a defaulted key is not.
  const own = source.struct === undefined ? undefined : literalFieldsOf(source.struct)
  const ownElements = source.elementStruct === undefined ? undefined : literalFieldsOf(source.elementStruct)
  const key = JSON.stringify(name)
  const throughSchema = (value: object): WrittenField => {
    const member = JSON.stringify(encode(Object.hasOwn(value, name) ? { [name]: Reflect.get(value, name) } : {})).slice(1, -1)
    const read: Record<string, unknown> = decode(JSON.parse(`{${member}}`))
    return { member, isPresent: Object.hasOwn(read, name), stored: read[name] }
  }
  // A required primitive with no transformation writes itself and reads back as itself once its
  // Schema takes it, when JSON keeps it as it is (a finite number other than -0, a string, a
  // boolean, null); anything else takes the whole way, and the Schema's refusal with it.
  const isValid = source.required !== undefined && isPlainPrimitive(source.required) ? Schema.is(Schema.make(source.required)) : undefined
  return {
    name,
    ...(own !== undefined && { fields: own }),
    ...(ownElements !== undefined && { elementFields: ownElements }),
    write:
      isValid === undefined
        ? throughSchema
        : (value) => {
            const part: unknown = Reflect.get(value, name)
            if (!Object.hasOwn(value, name) || !keepsItselfInJson(part) || !isValid(part)) return throughSchema(value)
            return { member: `${key}:${JSON.stringify(part)}`, isPresent: true, stored: part }
          }
  }
}

const isPlainStruct = (ast: SchemaAST.AST): ast is SchemaAST.TypeLiteral => SchemaAST.isTypeLiteral(ast) && ast.indexSignatures.length === 0

/**
 * The plain struct an array's elements are (`Schema.Array(struct)`: no fixed element, one rest,
 * no filter on the array), whose encoding and decoding are its elements', one by one.
 */
const arrayElementStructOf = (ast: SchemaAST.AST): SchemaAST.TypeLiteral | undefined => {
  if (!SchemaAST.isTupleType(ast) || ast.elements.length !== 0 || ast.rest.length !== 1) return undefined
  const element = (ast.rest[0] as SchemaAST.Type).type
  return isPlainStruct(element) ? element : undefined
}

/** The plain struct an optional key holds (`Schema.optional`: the struct, or undefined), if that is all it holds. */
const optionalStructOf = (type: SchemaAST.AST): SchemaAST.TypeLiteral | undefined => {
  const members: ReadonlyArray<SchemaAST.AST> = SchemaAST.isUnion(type) ? type.types : [type]
  const structs = members.filter(isPlainStruct)
  return structs.length === 1 && members.every((member) => isPlainStruct(member) || SchemaAST.isUndefinedKeyword(member)) ? structs[0] : undefined
}

/**
 * The plain struct (no index signature) a field of a `Schema.Struct` holds: its own schema, or the
 * one an optional key (`Schema.optional`) holds when present. Undefined for any other field, a
 * defaulted or renamed key among them.
 */
const plainStructOf = (field: Schema.Struct.Field): SchemaAST.TypeLiteral | undefined => {
  if (Schema.isSchema(field)) return isPlainStruct(field.ast) ? field.ast : undefined
  const { ast } = field
  return ast instanceof Schema.PropertySignatureDeclaration && ast.isOptional ? optionalStructOf(ast.type) : undefined
}

/** A string, number, boolean or null schema, or a union, literal or refinement of them: no transformation anywhere. */
const isPlainPrimitive = (ast: SchemaAST.AST): boolean => {
  if (SchemaAST.isRefinement(ast)) return isPlainPrimitive(ast.from)
  if (SchemaAST.isUnion(ast)) return ast.types.every(isPlainPrimitive)
  if (SchemaAST.isLiteral(ast)) return ast.literal === null || ["string", "number", "boolean"].includes(typeof ast.literal)
  return SchemaAST.isStringKeyword(ast) || SchemaAST.isNumberKeyword(ast) || SchemaAST.isBooleanKeyword(ast)
}

/** A value that JSON writes and reads back as the very same value. */
const keepsItselfInJson = (value: unknown): boolean =>
  typeof value === "string" || typeof value === "boolean" || value === null || (typeof value === "number" && Number.isFinite(value) && !Object.is(value, -0))

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
