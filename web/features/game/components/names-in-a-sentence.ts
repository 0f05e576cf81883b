import type { TFunction } from "i18next"

/** "Sam, Léa and Tom" / "Sam, Léa et Tom": player names as a sentence says them (one name alone, none empty). */
export const namesInASentence = (t: TFunction, names: ReadonlyArray<string>): string =>
  names.length > 1 ? t("game.end.and", { first: names.slice(0, -1).join(", "), last: names.at(-1) }) : (names[0] ?? "")
