/** The Fontainebleau bouldering scale, easiest first: a player's difficulty is one of these. */
export const fontainebleauGrades = [
  "3",
  "4",
  "4+",
  "5",
  "5+",
  "6A",
  "6A+",
  "6B",
  "6B+",
  "6C",
  "6C+",
  "7A",
  "7A+",
  "7B",
  "7B+",
  "7C",
  "7C+",
  "8A",
  "8A+",
  "8B",
  "8B+",
  "8C"
] as const

export type Grade = (typeof fontainebleauGrades)[number]

/** A grade most gym regulars climb first try: where a new player's difficulty starts, on the web and in the CLI. */
export const defaultGrade: Grade = "6A"

/** Position of a grade on the scale (0 = easiest). */
export const gradeRank = (grade: Grade): number => fontainebleauGrades.indexOf(grade)
