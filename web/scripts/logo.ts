/** The Allez! logo: a chalk-white boulder with coloured holds and an exclamation mark, on a sunset orange tile. */
const mark = `
  <path d="M72 404 L200 150 Q214 124 230 150 L306 276 L338 228 Q352 208 368 228 L440 404 Z" fill="#FFF7ED"/>
  <circle cx="212" cy="214" r="20" fill="#0F766E"/>
  <ellipse cx="252" cy="300" rx="26" ry="18" fill="#FACC15"/>
  <circle cx="168" cy="334" r="19" fill="#6D28D9"/>
  <circle cx="354" cy="300" r="17" fill="#0F766E"/>
  <ellipse cx="312" cy="362" rx="20" ry="14" fill="#E11D48"/>
  <rect x="384" y="78" width="40" height="104" rx="20" fill="#1B2430"/>
  <circle cx="404" cy="212" r="21" fill="#1B2430"/>`

/** The logo as a standalone SVG (rounded tile), e.g. the favicon. */
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F97316"/><stop offset="1" stop-color="#C2410C"/></linearGradient></defs>
  <rect width="512" height="512" rx="112" fill="url(#g)"/>${mark}
</svg>`

/** Full-bleed square for maskable icons: the mark shrunk into the 80% safe zone. */
export const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F97316"/><stop offset="1" stop-color="#C2410C"/></linearGradient></defs>
  <rect width="512" height="512" fill="url(#g)"/>
  <g transform="translate(76.8 76.8) scale(0.7)">${mark}</g>
</svg>`

/** Square without rounded corners for the apple-touch-icon (iOS rounds it itself). */
export const squareSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F97316"/><stop offset="1" stop-color="#C2410C"/></linearGradient></defs>
  <rect width="512" height="512" fill="url(#g)"/>
  <g transform="translate(38.4 38.4) scale(0.85)">${mark}</g>
</svg>`
