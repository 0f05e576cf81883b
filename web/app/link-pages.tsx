import ScreenPage from "../features/gym-night/screen/components/screen-page.tsx"
import WatchPage from "../features/watch/components/watch-page.tsx"

/**
 * The live pages a capability link opens without an account: a game's watch link and a gym night's
 * big screen. One chunk (and one stylesheet): they share their live stream's code, and each route
 * of its own would cost the home page the bytes of one more chunk's address.
 */
export const linkPages = { watch: WatchPage, screen: ScreenPage }
