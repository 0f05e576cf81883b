import logoUrl from "./logo.svg"

/**
 * The Allez! mark (the app icon's drawing, in flat colours), decorative: a file of its own rather
 * than inline markup, so the drawing is not part of the script every page runs first.
 */
export const LogoMark = ({ size = 36 }: { size?: number }) => <img className="logo-mark" src={logoUrl} alt="" width={size} height={size} />
