import { parse } from "@babel/parser"
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { transformWithOxc, type Plugin } from "vite"

/**
 * The core modules the shell and the public pages use. Each also declares Effect Schemas, and merely
 * importing `effect` puts all of it (~50 KB gzipped) on the page: the bundler cannot prove Effect's
 * module-level code pure. For the browser shell we serve them without the statements that depend
 * on Effect — the same source, minus what the shell never calls.
 */
export const slimCoreModules = [
  "core/domain/language.ts",
  "core/locale/locale.ts",
  "core/consent/cookie-choice.ts",
  "core/domain/category.ts",
  "core/domain/message.ts",
  "core/validation/validation-message.ts",
  "core/validation/generic.ts",
  "core/validation/email.ts",
  "core/validation/contact.ts",
  "core/validation/password.ts",
  "core/validation/names.ts",
  "core/validation/sign-up.ts",
  "core/validation/categories.ts"
] as const

const prefix = "\0effect-free:"

type AstNode = { readonly type: string; readonly start?: number | null; readonly end?: number | null; readonly [key: string]: unknown }

const skippedKeys = new Set(["typeAnnotation", "returnType", "typeParameters", "typeArguments", "superTypeParameters", "loc", "leadingComments", "trailingComments", "innerComments"])
const valueWrappers = new Set(["TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression", "TSInstantiationExpression"])

/** Every identifier a node reads as a value (types and property names ignored; over-approximates). */
const valueNames = (node: unknown, out: Set<string>): Set<string> => {
  if (Array.isArray(node)) {
    for (const child of node) valueNames(child, out)
    return out
  }
  if (typeof node !== "object" || node === null || typeof (node as AstNode).type !== "string") return out
  const ast = node as AstNode
  if (ast.type.startsWith("TS") && !valueWrappers.has(ast.type)) return out
  if (ast.type === "Identifier") {
    out.add(ast.name as string)
    return out
  }
  for (const [key, child] of Object.entries(ast)) {
    if (skippedKeys.has(key)) continue
    if ((ast.type === "MemberExpression" || ast.type === "OptionalMemberExpression") && key === "property" && ast.computed !== true) continue
    if ((ast.type === "ObjectProperty" || ast.type === "ObjectMethod" || ast.type === "ClassProperty" || ast.type === "ClassMethod") && key === "key" && ast.computed !== true) continue
    valueNames(child, out)
  }
  return out
}

/** The names a top-level statement declares. */
const declaredNames = (statement: AstNode): ReadonlyArray<string> => {
  const declaration = (statement.type === "ExportNamedDeclaration" ? statement.declaration : statement) as AstNode | null
  if (declaration === null || declaration === undefined) return []
  if (declaration.type === "VariableDeclaration") {
    return (declaration.declarations as ReadonlyArray<AstNode>).flatMap((declarator) => [...valueNames(declarator.id, new Set())])
  }
  const id = declaration.id as AstNode | null | undefined
  return id?.type === "Identifier" ? [id.name as string] : []
}

const isTypeOnly = (statement: AstNode): boolean => {
  const declaration = (statement.type === "ExportNamedDeclaration" ? (statement.declaration ?? statement) : statement) as AstNode
  return declaration.type.startsWith("TS") || statement.exportKind === "type" || statement.importKind === "type"
}

/**
 * The module's source without its `effect` imports and every top-level statement that reads them,
 * directly or through another removed statement; imports left unused are dropped (core's modules
 * have no import side effects), so no module asks another for a binding that was removed.
 */
export const withoutEffect = (source: string): string => {
  const program = parse(source, { sourceType: "module", plugins: ["typescript"] }).program as unknown as { body: ReadonlyArray<AstNode> }
  const tainted = new Set<string>()
  const removed = new Set<AstNode>()
  for (const statement of program.body) {
    const from = (statement.source as AstNode | undefined)?.value
    if (statement.type === "ImportDeclaration" && typeof from === "string" && (from === "effect" || from.startsWith("effect/"))) {
      removed.add(statement)
      for (const specifier of statement.specifiers as ReadonlyArray<AstNode>) tainted.add((specifier.local as AstNode).name as string)
    }
  }
  let changed = true
  while (changed) {
    changed = false
    for (const statement of program.body) {
      if (removed.has(statement) || statement.type === "ImportDeclaration" || isTypeOnly(statement)) continue
      if ([...valueNames(statement, new Set())].some((name) => tainted.has(name))) {
        removed.add(statement)
        for (const name of declaredNames(statement)) tainted.add(name)
        changed = true
      }
    }
  }
  const used = new Set<string>()
  for (const statement of program.body) {
    if (!removed.has(statement) && statement.type !== "ImportDeclaration" && !isTypeOnly(statement)) valueNames(statement, used)
  }
  const replaced = new Map<AstNode, string>()
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || removed.has(statement) || statement.importKind === "type") continue
    const specifiers = statement.specifiers as ReadonlyArray<AstNode>
    const kept = specifiers.filter((specifier) => specifier.importKind !== "type" && used.has((specifier.local as AstNode).name as string))
    if (kept.length === specifiers.length) continue
    if (kept.length === 0) {
      removed.add(statement)
      continue
    }
    const text = (specifier: AstNode) => source.slice(specifier.start ?? 0, specifier.end ?? 0)
    const named = kept.filter((specifier) => specifier.type === "ImportSpecifier").map(text)
    const other = kept.filter((specifier) => specifier.type !== "ImportSpecifier").map(text)
    const clause = [...other, ...(named.length > 0 ? [`{ ${named.join(", ")} }`] : [])].join(", ")
    replaced.set(statement, `import ${clause} from ${source.slice((statement.source as AstNode).start ?? 0, (statement.source as AstNode).end ?? 0)}`)
  }
  let output = ""
  let cursor = 0
  for (const statement of program.body) {
    if (!removed.has(statement) && !replaced.has(statement)) continue
    output += source.slice(cursor, statement.start ?? cursor) + (replaced.get(statement) ?? "")
    cursor = statement.end ?? cursor
  }
  return output + source.slice(cursor)
}

/** Serves the slim core modules to web code (and to each other); core's own imports get the full ones. */
export const effectFreeCore = (repositoryRoot: URL): Plugin => {
  const slimPaths = new Set(slimCoreModules.map((path) => fileURLToPath(new URL(path, repositoryRoot))))
  const webDir = fileURLToPath(new URL("web/", repositoryRoot))
  return {
    name: "allez:effect-free-core",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (importer === undefined || source.startsWith("\0")) return null
      const fromSlim = importer.startsWith(prefix)
      if (!fromSlim && !importer.startsWith(webDir)) return null
      const resolved = await this.resolve(source, fromSlim ? importer.slice(prefix.length) : importer, { ...options, skipSelf: true })
      return resolved !== null && slimPaths.has(resolved.id) ? `${prefix}${resolved.id}` : null
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null
      const path = id.slice(prefix.length)
      this.addWatchFile(path)
      const javascript = await transformWithOxc(withoutEffect(await readFile(path, "utf8")), path, { lang: "ts" })
      return { code: javascript.code, map: javascript.map }
    }
  }
}
