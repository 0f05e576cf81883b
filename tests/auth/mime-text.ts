/** The readable text of a MIME message: quoted-printable soft breaks and escapes undone. */
export const decodeQuotedPrintable = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1"
  ).toString("utf8")
