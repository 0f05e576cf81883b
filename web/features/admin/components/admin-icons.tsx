import type { ReactNode } from "react"
import { iconOf } from "#web/components/shell-icons.tsx"

/** The admin area's own stroke icons (24 px grid, like components/icons.tsx); always decorative. */
const paths = {
  box: (
    <>
      <path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
      <path d="M3.5 7.5L12 12l8.5-4.5M12 12v9" />
    </>
  ),
  list: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
  grid: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </>
  ),
  tag: (
    <>
      <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8a1.5 1.5 0 0 1 0 2.1l-6.9 6.9a1.5 1.5 0 0 1-2.1 0z" />
      <path d="M8 8h.01" />
    </>
  ),
  message: <path d="M4 5h16v11H9l-5 4z" />,
  userPlus: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M19 8v6M16 11h6" />
    </>
  ),
  upload: <path d="M12 16V5m0 0L7.5 9.5M12 5l4.5 4.5M5 20h14" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  plus: <path d="M12 5v14M5 12h14" />,
  chart: <path d="M4 4v16h16M8 16v-5M12 16V8M16 16v-3" />,
  sortBoth: <path d="M8 10l4-4 4 4M8 14l4 4 4-4" />,
  sortUp: <path d="M12 19V5m0 0l-5 5m5-5l5 5" />,
  sortDown: <path d="M12 5v14m0 0l-5-5m5 5l5-5" />,
  home: <path d="M4 11l8-7 8 7M6 9.5V20h12V9.5" />,
  gamepad: (
    <>
      <rect x="2.5" y="7" width="19" height="11" rx="5.5" />
      <path d="M7.5 10.5v4M5.5 12.5h4M15 11.5h.01M17.5 13.5h.01" />
    </>
  ),
  file: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  )
} satisfies Record<string, ReactNode>

export type AdminIconName = keyof typeof paths

/** One of the admin area's icons, drawn like every other set (components/shell-icons.tsx). */
export const AdminIcon = iconOf(paths)
