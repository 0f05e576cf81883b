import { Option } from "effect"

/** The URL prefix files are served under. */
export const filesUrlPrefix = "/files/"

/** A safe relative path: segments of letters, digits, dot, dash and underscore, no `..`. */
const safePath = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/

const contentTypes: Readonly<Record<string, string>> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif"
}

/** True when `path` names a file inside the store (never outside it). */
export const isSafeFilePath = (path: string): boolean => safePath.test(path) && !path.split("/").includes("..")

/** The media type of a stored file, from the extension the store itself chose (never from what was uploaded). */
export const contentTypeOf = (path: string): string => contentTypes[path.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream"

/** The public URL of a stored file. */
export const fileUrlOf = (path: string): string => `${filesUrlPrefix}${path}`

/** The path of a URL a file store handed out, or none for any other URL. */
export const filePathOf = (url: string): Option.Option<string> => {
  if (!url.startsWith(filesUrlPrefix)) return Option.none()
  const path = url.slice(filesUrlPrefix.length)
  return isSafeFilePath(path) ? Option.some(path) : Option.none()
}
