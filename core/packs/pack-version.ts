/**
 * A pack's version as semver.org writes it (§2, §9, §10): `1.0.0`, `2.1.0-beta.1`, `1.0.0+build.7`.
 * The one pattern the pack Schema, the admin inputs and every comparison read versions with.
 */
export const semverPattern =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/

/** True when `version` is a semver version. */
export const isSemver = (version: string): boolean => semverPattern.test(version)

interface SemverParts {
  readonly core: readonly [bigint, bigint, bigint]
  readonly preRelease: ReadonlyArray<string> | undefined
}

/** The numbers as big integers, so a patch past 2^53 still counts up and compares right. */
const partsOf = (version: string): SemverParts => {
  const parts = semverPattern.exec(version)
  if (parts === null) throw new Error(`not a semver version: ${version}`)
  const [, major = "0", minor = "0", patch = "0"] = parts
  const [release = ""] = version.split("+")
  const dash = release.indexOf("-")
  return { core: [BigInt(major), BigInt(minor), BigInt(patch)], preRelease: dash < 0 ? undefined : release.slice(dash + 1).split(".") }
}

const order = <T extends bigint | string>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0)

const compareIdentifiers = (a: string, b: string): number => {
  const aNumeric = /^\d+$/.test(a)
  const bNumeric = /^\d+$/.test(b)
  if (aNumeric && bNumeric) return order(BigInt(a), BigInt(b))
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1
  return order(a, b)
}

/**
 * Semver precedence (semver.org §11): -1, 0 or 1. Pre-releases come before their release;
 * build metadata is ignored. Throws on a string that is not semver (pack versions are checked on entry).
 * @example compareSemver("1.10.0", "1.9.0") // 1
 */
export const compareSemver = (a: string, b: string): number => {
  const left = partsOf(a)
  const right = partsOf(b)
  for (let part = 0; part < 3; part++) {
    const byNumber = order(left.core[part] as bigint, right.core[part] as bigint)
    if (byNumber !== 0) return byNumber
  }
  const leftPre = left.preRelease
  const rightPre = right.preRelease
  if (leftPre === undefined || rightPre === undefined) return leftPre === rightPre ? 0 : leftPre === undefined ? 1 : -1
  for (let i = 0; i < Math.min(leftPre.length, rightPre.length); i++) {
    const byIdentifier = compareIdentifiers(leftPre[i] as string, rightPre[i] as string)
    if (byIdentifier !== 0) return byIdentifier
  }
  return Math.sign(leftPre.length - rightPre.length)
}

/**
 * The version an admin edit gives a pack: the patch raised (a pre-release becomes its release), build
 * metadata dropped. Always newer by semver, so loading the older pack file at start-up keeps the edit.
 * @example nextPatch("1.4.2") // "1.4.3"
 */
export const nextPatch = (version: string): string => {
  const { core, preRelease } = partsOf(version)
  const [major, minor, patch] = core
  return `${major}.${minor}.${preRelease === undefined ? patch + 1n : patch}`
}
