/**
 * The Allez! mark (same drawing as the app icon), sized by its container. Inline, not an <img>: an SVG
 * picture is a document of its own that Chromium builds on the main thread (the logo twice and the
 * home page's wall took 33 ms of it at full speed), more than the 1.1 KB of script they cost here.
 */
export const LogoMark = ({ size = 36 }: { size?: number }) => (
  <svg className="logo-mark" width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
    <rect width="512" height="512" rx="112" fill="#D9480F" />
    <path d="M72 404 L200 150 Q214 124 230 150 L306 276 L338 228 Q352 208 368 228 L440 404 Z" fill="#FFF7ED" />
    <circle cx="212" cy="214" r="20" fill="#0F766E" />
    <ellipse cx="252" cy="300" rx="26" ry="18" fill="#FACC15" />
    <circle cx="168" cy="334" r="19" fill="#6D28D9" />
    <circle cx="354" cy="300" r="17" fill="#0F766E" />
    <ellipse cx="312" cy="362" rx="20" ry="14" fill="#E11D48" />
    <rect x="384" y="78" width="40" height="104" rx="20" fill="#1B2430" />
    <circle cx="404" cy="212" r="21" fill="#1B2430" />
  </svg>
)
