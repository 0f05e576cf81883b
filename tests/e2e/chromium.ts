// Which Chromium the browser tests drive: Debian's packages only, never a downloaded browser.
// CHROMIUM_PATH when set; else Debian's headless shell (`chromium-headless-shell`, the same Chromium
// built without the desktop browser's UI layer, which the tests never use: the suite runs about a
// quarter faster on it); else Debian's full `/usr/bin/chromium`.
import { existsSync } from "node:fs"

export const headlessShellPath = "/usr/bin/chromium-headless-shell"
export const fullChromiumPath = "/usr/bin/chromium"

/** The Chromium to launch: the one CHROMIUM_PATH names, else the first Debian one present (the shell first). */
export const chromiumPath = () => process.env.CHROMIUM_PATH || (existsSync(headlessShellPath) ? headlessShellPath : fullChromiumPath)
