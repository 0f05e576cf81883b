/** The image formats a profile photo may be uploaded in. */
export type ImageType = "png" | "jpeg" | "webp" | "gif"

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (text: string): ReadonlyArray<number> => [...text].map((char) => char.charCodeAt(0))

/** Markup that makes a file a polyglot a browser could render as a page or a script. */
const markupPattern = /<\s*(?:svg|html|script|body|iframe|object|embed|!doctype|\?xml)\b/i

/** True when the first kilobytes hold HTML, SVG or XML markup. */
export const containsMarkup = (bytes: Uint8Array): boolean => {
  const head = bytes.subarray(0, 4096)
  let text = ""
  for (const byte of head) text += String.fromCharCode(byte)
  return markupPattern.test(text)
}

/**
 * The image type the bytes start with (their magic number, never the file name), or undefined for
 * anything else, SVG and HTML included, and for an image whose head also carries markup.
 * @example detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // "jpeg"
 */
export const detectImageType = (bytes: Uint8Array): ImageType | undefined => {
  const type: ImageType | undefined = startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    ? "png"
    : startsWith(bytes, [0xff, 0xd8, 0xff])
      ? "jpeg"
      : startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)
        ? "webp"
        : startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))
          ? "gif"
          : undefined
  return type !== undefined && !containsMarkup(bytes) ? type : undefined
}
