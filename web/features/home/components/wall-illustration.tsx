import wallUrl from "../wall.svg"

/**
 * A climbing wall with coloured holds and a dotted route: the home page's hero picture. A file of
 * its own rather than inline markup, so the picture is not part of the script every page runs first.
 */
export const WallIllustration = () => <img className="wall-illustration" src={wallUrl} alt="" width={320} height={300} />
