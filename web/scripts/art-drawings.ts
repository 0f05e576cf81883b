/**
 * The game's art, drawn by hand on a 128 grid: the climbing-hold mascot in each colour set and the
 * category badges. `generate-art.ts` writes them to public/; art.test.ts checks the files match.
 */
import type { CategoryKey } from "#core/domain/category.ts"
import { type ColourSetId, specialColourSets } from "#core/domain/colour-set.ts"
import { categoryColours, colourSetColours } from "../lib/art.ts"

const ink = "#1B2430"
const cream = "#FFF7ED"
const gold = "#F59E0B"
const blush = "#FB7185"

const svg = (body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">${body.replace(/\n\s*/g, "")}</svg>\n`

/** A four-pointed sparkle centred on (x, y). */
const sparkle = (x: number, y: number, r: number, fill: string): string => {
  const k = r * 0.22
  return `<path d="M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z" fill="${fill}"/>`
}

/** The mascot's body: a lumpy climbing hold. */
const holdPath = "M26 78C24 56 40 40 60 39C68 38.5 72 35 82 36C98 38 106 56 104 76C102 98 88 110 64 110C40 110 28 98 26 78Z"

/** What each set wears: the shape, not only the colour, tells the sets apart. */
const headwear = (set: ColourSetId, accent: string): string => {
  switch (set) {
    case "01-green-yellow":
      return `<g clip-path="url(#b)">
        <path d="M18 58Q64 38 110 58" fill="none" stroke="${accent}" stroke-width="13"/>
        <path d="M18 58Q64 38 110 58" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>
      </g>`
    case "02-blue-red":
      return `<path d="M22 66C20 40 40 26 64 26C88 26 108 40 106 66C92 58 36 58 22 66Z" fill="${accent}"/>
        <path d="M22 66C36 58 92 58 106 66" fill="none" stroke="#000" stroke-width="3.5" opacity=".2"/>
        <path d="M58 31Q64 29 70 31L69 47Q64 46 59 47ZM42 38Q46 34 51 32L50 47Q45 48 41 50ZM86 38Q82 34 77 32L78 47Q83 48 87 50Z" fill="#fff" opacity=".55"/>
        <path d="M30 50Q30 40 38 34" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".35"/>`
    case "03-purple-yellow":
      return `<g transform="translate(0 -4)">
        <path d="M28 56C26 34 44 24 64 24C84 24 102 34 100 56Z" fill="${accent}"/>
        <path d="M48 28V52M64 24V52M80 28V52" stroke="#000" stroke-width="2" opacity=".12"/>
        <rect x="24" y="48" width="80" height="15" rx="7.5" fill="${accent}"/>
        <path d="M34 50V61M44 50V61M54 50V61M64 50V61M74 50V61M84 50V61M94 50V61" stroke="#000" stroke-width="2.5" opacity=".15"/>
        <circle cx="64" cy="20" r="10" fill="${accent}"/>
        <circle cx="61" cy="17" r="3.5" fill="#fff" opacity=".6"/>
      </g>`
    case "04-blue-yellow":
      return `<path d="M30 54C30 36 46 28 64 28C82 28 98 36 100 54Z" fill="${accent}"/>
        <path d="M92 48C104 44 118 46 124 54C118 60 104 60 90 56Z" fill="${accent}"/>
        <path d="M92 52C104 50 116 52 123 56" stroke="#000" stroke-width="2" opacity=".15" fill="none"/>
        <path d="M64 28V54M46 33Q52 42 52 54M82 33Q76 42 76 54" stroke="#000" stroke-width="2" opacity=".12" fill="none"/>
        <circle cx="64" cy="28" r="4" fill="${accent}"/>
        <path d="M29 54H101" stroke="#000" stroke-width="3" opacity=".15"/>`
    case "05-red-blue":
      return `<g clip-path="url(#b)">
        <path d="M10 10H118V54Q64 66 10 52Z" fill="${accent}"/>
        <path d="M10 52Q64 66 118 54" fill="none" stroke="#000" stroke-width="3" opacity=".15"/>
        <circle cx="44" cy="46" r="3" fill="#fff" opacity=".75"/><circle cx="62" cy="38" r="3" fill="#fff" opacity=".75"/>
        <circle cx="80" cy="46" r="3" fill="#fff" opacity=".75"/><circle cx="60" cy="53" r="3" fill="#fff" opacity=".75"/>
        <circle cx="76" cy="30" r="3" fill="#fff" opacity=".75"/><circle cx="92" cy="38" r="3" fill="#fff" opacity=".75"/>
        <circle cx="34" cy="56" r="3" fill="#fff" opacity=".75"/><circle cx="48" cy="31" r="3" fill="#fff" opacity=".75"/>
      </g>
        <path d="M100 52L121 40Q124 52 116 57ZM100 55L118 68Q112 74 103 64Z" fill="${accent}"/>
        <circle cx="101" cy="54" r="6.5" fill="${accent}"/>
        <circle cx="101" cy="54" r="6.5" fill="#000" opacity=".15"/>`
    case "06-orange-green":
      return `<g clip-path="url(#b)"><path d="M18 54Q64 40 110 54" fill="none" stroke="${accent}" stroke-width="6"/></g>
        <rect x="50" y="34" width="28" height="20" rx="7" fill="${accent}"/>
        <circle cx="64" cy="44" r="7" fill="#FEF9C3"/>
        <circle cx="64" cy="44" r="7" fill="none" stroke="#000" stroke-width="2" opacity=".15"/>
        <path d="M64 28V20M52 30L47 24M76 30L81 24" stroke="#FACC15" stroke-width="3.5" stroke-linecap="round"/>`
    case "07-dark-blue-yellow":
      return `<path d="M38 50L34 22L50 35L64 14L78 35L94 22L90 50Z" fill="${accent}" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/>
        <path d="M38 44H90" stroke="#000" stroke-width="3" opacity=".12"/>
        <circle cx="34" cy="21" r="4" fill="${accent}"/><circle cx="64" cy="13" r="4.5" fill="${accent}"/><circle cx="94" cy="21" r="4" fill="${accent}"/>
        <circle cx="64" cy="40" r="4.5" fill="${blush}"/><circle cx="49" cy="42" r="3" fill="#fff"/><circle cx="79" cy="42" r="3" fill="#fff"/>`
    case "08-green-pink":
      return ""
  }
}

const face = (set: ColourSetId, accent: string): string => {
  const smile = `<path d="M50 81Q65 104 80 81Q65 87 50 81Z" fill="${ink}"/>
    <path d="M53 82.5Q65 87.5 77 82.5L75.5 86Q65 90 54.5 86Z" fill="#fff"/>
    <path d="M57 92Q65 99 73 92Q65 88 57 92Z" fill="${blush}"/>
    <ellipse cx="41" cy="81" rx="5" ry="3" fill="${blush}" opacity=".8"/>
    <ellipse cx="89" cy="81" rx="5" ry="3" fill="${blush}" opacity=".8"/>`
  if (set === "08-green-pink") {
    const star = (x: number, y: number): string =>
      `<path d="M${x} ${y - 12}L${x + 3.6} ${y - 4.2}L${x + 12} ${y - 3.4}L${x + 5.6} ${y + 2.4}L${x + 7.4} ${y + 10.8}L${x} ${y + 6.4}L${x - 7.4} ${y + 10.8}L${x - 5.6} ${y + 2.4}L${x - 12} ${y - 3.4}L${x - 3.6} ${y - 4.2}Z" fill="${accent}" stroke="${accent}" stroke-width="3" stroke-linejoin="round"/>`
    return `<path d="M28 64L40 64M88 64L102 62M58 66Q65 62 72 66" stroke="${accent}" stroke-width="3.5" stroke-linecap="round" fill="none"/>
      ${star(49, 68)}${star(81, 68)}
      <path d="M44 61L48 58M76 61L80 58" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".8"/>
      ${smile}`
  }
  return `<path d="M44 57Q50 52 57 55M73 55Q80 52 86 57" stroke="${ink}" stroke-width="3" stroke-linecap="round" fill="none"/>
    <ellipse cx="51" cy="68" rx="7" ry="8" fill="#fff"/><ellipse cx="79" cy="68" rx="7" ry="8" fill="#fff"/>
    <circle cx="52.5" cy="70" r="4.5" fill="${ink}"/><circle cx="80.5" cy="70" r="4.5" fill="${ink}"/>
    <circle cx="54" cy="68.3" r="1.6" fill="#fff"/><circle cx="82" cy="68.3" r="1.6" fill="#fff"/>
    ${smile}`
}

/** The mascot: a climbing hold cheering "Allez!", one chalked hand up, the other in its chalk bag. */
export const drawAvatar = (set: ColourSetId): string => {
  const { main, accent, soft } = colourSetColours[set]
  const isSpecial = specialColourSets.includes(set)
  return svg(`<defs><clipPath id="b"><path d="${holdPath}"/></clipPath></defs>
    <circle cx="64" cy="64" r="64" fill="${soft}"/>
    ${isSpecial ? `<circle cx="64" cy="64" r="61" fill="none" stroke="${gold}" stroke-width="5"/>` : ""}
    <ellipse cx="66" cy="112" rx="36" ry="6" fill="${main}" opacity=".2"/>
    <path d="M32 76Q18 66 17 48" fill="none" stroke="${main}" stroke-width="9" stroke-linecap="round"/>
    <circle cx="17" cy="42" r="8.5" fill="${main}"/>
    <circle cx="15.5" cy="40.5" r="5.5" fill="#fff" opacity=".9"/>
    <g fill="#fff" stroke="${main}" stroke-width="1.2" stroke-opacity=".3"><circle cx="9" cy="29" r="4"/><circle cx="21" cy="27" r="3"/><circle cx="14" cy="21" r="2.2"/></g>
    <path d="M${holdPath.slice(1)}" fill="${main}"/>
    <g clip-path="url(#b)">
      <path d="M20 84C30 104 46 112 66 112C90 112 104 100 108 82C98 98 84 104 66 104C46 104 32 98 20 84Z" fill="#000" opacity=".16"/>
    </g>
    <ellipse cx="42" cy="52" rx="9" ry="4.5" transform="rotate(-38 42 52)" fill="#fff" opacity=".35"/>
    <circle cx="36" cy="94" r="1.6" fill="#000" opacity=".15"/><circle cx="92" cy="70" r="1.6" fill="#000" opacity=".15"/><circle cx="90" cy="50" r="1.3" fill="#000" opacity=".15"/>
    ${headwear(set, accent)}
    ${face(set, accent)}
    <path d="M100 80Q106 83 106 88" fill="none" stroke="${main}" stroke-width="8" stroke-linecap="round"/>
    <path d="M95 92C95 88 117 88 117 92L115.5 110C115 116 97 116 96.5 110Z" fill="${accent}"/>
    <path d="M108 92H117L115.5 110C115.3 113 112 115 108 115.5Z" fill="#000" opacity=".12"/>
    <rect x="93" y="86" width="26" height="8" rx="4" fill="${accent}"/>
    <rect x="93" y="86" width="26" height="8" rx="4" fill="#000" opacity=".22"/>
    <ellipse cx="106" cy="87" rx="10" ry="3" fill="#fff"/>
    <path d="M101 98V106" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".5"/>
    <circle cx="100" cy="81" r="2.4" fill="#fff"/><circle cx="111" cy="79" r="2" fill="#fff"/>
    ${isSpecial ? sparkle(106, 20, 11, gold) + sparkle(22, 100, 6, gold) : ""}`)
}

/** The rounded badge behind every category pictogram, lit from the top left like the logo tile. */
const badge = (main: string): string => `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${main}" stop-opacity=".82"/><stop offset=".55" stop-color="${main}"/></linearGradient></defs>
  <rect width="128" height="128" rx="30" fill="${main}"/>
  <rect width="128" height="128" rx="30" fill="#fff" opacity=".14"/>
  <rect width="128" height="128" rx="30" fill="url(#g)"/>`

const pictograms: Readonly<Record<CategoryKey, (main: string) => string>> = {
  game: (main) => `<g transform="rotate(-14 46 70)">
      <rect x="20" y="44" width="50" height="50" rx="12" fill="${cream}"/>
      <circle cx="33" cy="57" r="5" fill="${main}"/><circle cx="45" cy="69" r="5" fill="${main}"/><circle cx="57" cy="81" r="5" fill="${main}"/>
    </g>
    <g transform="rotate(12 84 56)">
      <rect x="58" y="30" width="52" height="52" rx="12" fill="${ink}" opacity=".25" transform="translate(3 4)"/>
      <rect x="58" y="30" width="52" height="52" rx="12" fill="#FACC15"/>
      <circle cx="71" cy="43" r="5" fill="${ink}"/><circle cx="97" cy="43" r="5" fill="${ink}"/>
      <circle cx="71" cy="69" r="5" fill="${ink}"/><circle cx="97" cy="69" r="5" fill="${ink}"/>
      <circle cx="84" cy="56" r="5" fill="${ink}"/>
    </g>`,
  "movement-type": () => `<path d="M32 84C32 46 62 18 90 34" fill="none" stroke="${cream}" stroke-width="8" stroke-linecap="round" stroke-dasharray="0.1 14"/>
    <path d="M88 20L97 39L76 40" fill="none" stroke="${cream}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <ellipse cx="34" cy="102" rx="17" ry="10" fill="${cream}"/>
    <path d="M98 58Q114 52 116 68Q114 84 98 82Q86 70 98 58Z" fill="#FACC15"/>
    <path d="M12 76Q10 64 16 54M22 86Q18 74 24 64" stroke="${cream}" stroke-width="4" stroke-linecap="round" fill="none" opacity=".55"/>`,
  "physical-challenges": (
    main
  ) => `<path d="M108 110H42C26 110 18 98 22 84L28 46C24 36 28 22 42 19C54 16 64 22 63 32C62 40 56 45 50 46L48 64C58 54 80 50 92 60C102 68 108 76 108 84Z" fill="${cream}"/>
    <path d="M55 24Q60 28 57 34" stroke="${main}" stroke-width="3" stroke-linecap="round" fill="none" opacity=".4"/>
    <path d="M50 80Q70 70 88 78" stroke="${main}" stroke-width="3.5" stroke-linecap="round" fill="none" opacity=".45"/>
    ${sparkle(92, 30, 13, "#FACC15")}${sparkle(110, 50, 6, "#FACC15")}`,
  "outside-climbing": () => `<circle cx="64" cy="30" r="11" fill="${cream}"/>
    <path d="M64 44V76M64 50L38 30M64 50L90 30M64 74L44 104M64 74L84 104" stroke="${cream}" stroke-width="10" stroke-linecap="round" fill="none"/>
    <path d="M28 110H100" stroke="#FACC15" stroke-width="6" stroke-linecap="round"/>
    <path d="M22 38Q16 44 18 52M106 38Q112 44 110 52" stroke="${cream}" stroke-width="4" stroke-linecap="round" fill="none" opacity=".6"/>`,
  "physical-constraint": (
    main
  ) => `<path d="M40 58V34A7 7 0 0 1 54 34V54V24A7 7 0 0 1 68 24V54V28A7 7 0 0 1 82 28V56V40A7 7 0 0 1 96 40V76C96 94 84 104 68 104C54 104 46 98 40 88L26 66A7 7 0 0 1 38 58Z" fill="${cream}"/>
    <path d="M20 92L108 40" stroke="#FACC15" stroke-width="11" stroke-linecap="round"/>
    <path d="M20 92L108 40" stroke="${main}" stroke-width="2.5" stroke-dasharray="5 6" opacity=".5"/>`,
  "problem-linked":
    () => `<path d="M36 96Q50 84 46 72Q42 60 62 54Q82 48 78 34Q76 26 90 22" fill="none" stroke="${cream}" stroke-width="4" stroke-linecap="round" stroke-dasharray="0.1 9"/>
    <circle cx="100" cy="86" r="8" fill="${cream}" opacity=".3"/><circle cx="22" cy="42" r="7" fill="${cream}" opacity=".3"/><ellipse cx="104" cy="58" rx="6" ry="4" fill="${cream}" opacity=".3"/>
    <ellipse cx="34" cy="104" rx="15" ry="10" fill="#FACC15"/>
    <circle cx="46" cy="72" r="10" fill="${cream}"/>
    <path d="M54 58Q64 40 80 52Q72 64 54 58Z" fill="${cream}"/>
    <circle cx="78" cy="32" r="8" fill="${cream}"/>
    <path d="M96 12V42" stroke="${cream}" stroke-width="4.5" stroke-linecap="round"/>
    <path d="M98 12H118L111 20L118 28H98Z" fill="#FACC15" stroke="#FACC15" stroke-width="2" stroke-linejoin="round"/>`,
  "time-linked": (main) => `<rect x="56" y="14" width="16" height="10" rx="4" fill="${cream}"/>
    <path d="M64 22V30" stroke="${cream}" stroke-width="6"/>
    <path d="M92 34L98 28" stroke="${cream}" stroke-width="7" stroke-linecap="round"/>
    <circle cx="64" cy="72" r="40" fill="${cream}"/>
    <path d="M64 72V40A32 32 0 0 1 94 82Z" fill="#FACC15"/>
    <circle cx="64" cy="72" r="32" fill="none" stroke="${main}" stroke-width="2" opacity=".25"/>
    <path d="M64 72L64 46" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="64" cy="72" r="5" fill="${ink}"/>`,
  other: () => `${sparkle(58, 66, 38, cream)}${sparkle(98, 30, 14, "#FACC15")}${sparkle(98, 100, 9, cream)}${sparkle(24, 26, 7, "#FACC15")}`
}

/** A category's image: its pictogram, cream and yellow, on a badge of the category's colour. */
export const drawCategoryImage = (key: CategoryKey): string => {
  const { main } = categoryColours[key]
  return svg(`${badge(main)}${pictograms[key](main)}`)
}
