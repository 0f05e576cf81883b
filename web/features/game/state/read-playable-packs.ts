import { type CategoryKey, categoryKeys } from "#core/domain/category.ts"
import { type ColourSetId, colourSetIds } from "#core/domain/colour-set.ts"
import { fontainebleauGrades, type Grade } from "#core/domain/grade.ts"
import { challengeIdPattern, maxIdLength, packIdPattern } from "#core/domain/id-patterns.ts"
import type { ChallengeId, PackId } from "#core/domain/ids.ts"
import { type ProblemStyle, problemStyles } from "#core/domain/problem-style.ts"
import { timerMeanings } from "#core/packs/timer-meanings.ts"
import { fieldsOf, isBoolean, isNumber, isOneOf, isString, readAll, readLocalized } from "#web/lib/read-json.ts"
import type { LastSetup, NewPlayerRecord, PackState, PlayableChallenge, PlayablePack, PlayablePacks } from "./records.ts"

/**
 * The user's packs and the last set-up read exactly as the `PlayablePacks` and `LastSetup` Schemas
 * (records.ts) decode them, a property test proves it, without loading Effect: the pregame shows its
 * packs before the game's engine and Schemas arrive. Anything that is not one reads as undefined.
 */

const packStates: ReadonlyArray<PackState> = ["owned", "in-bag", "not-owned", "coming-soon", "free"]

const isCategory = isOneOf<CategoryKey>(categoryKeys)
const isColourSet = isOneOf<ColourSetId>(colourSetIds)
const isGrade = isOneOf<Grade>(fontainebleauGrades)
const isState = isOneOf(packStates)
const isMeaning = isOneOf(timerMeanings)
const isStyle = isOneOf<ProblemStyle>(problemStyles)
const isPackId = (value: unknown): value is PackId => isString(value) && packIdPattern.test(value) && value.length <= maxIdLength
const isChallengeId = (value: unknown): value is ChallengeId => isString(value) && challengeIdPattern.test(value) && value.length <= maxIdLength

type Timer = NonNullable<PlayableChallenge["timer"]>

const readTimer = (value: unknown): Timer | undefined => {
  const fields = fieldsOf(value)
  return fields !== null && isNumber(fields.seconds) && isMeaning(fields.meaning) ? { seconds: fields.seconds, meaning: fields.meaning } : undefined
}

/** A challenge; one kept before timers said what they mean (`timeLimitSeconds`) reads as a limit. */
export const readPlayableChallenge = (value: unknown): PlayableChallenge | undefined => {
  const fields = fieldsOf(value)
  if (fields === null || !isChallengeId(fields.id) || !isCategory(fields.category)) return undefined
  const text = readLocalized(fields.text)
  if (text === null) return undefined
  const styles = "styles" in fields && fields.styles !== undefined ? readAll(fields.styles, (style) => (isStyle(style) ? style : undefined)) : undefined
  if (styles === null) return undefined
  const minPlayers = "minPlayers" in fields ? fields.minPlayers : undefined
  if (minPlayers !== undefined && !isNumber(minPlayers)) return undefined
  const challenge = {
    id: fields.id,
    category: fields.category,
    text,
    ...(styles === undefined ? {} : { styles }),
    ...(minPlayers === undefined ? {} : { minPlayers })
  }
  const hasTimer = "timer" in fields && fields.timer !== undefined
  const timer = hasTimer ? readTimer(fields.timer) : undefined
  if (hasTimer && timer === undefined) return undefined
  const limit = "timeLimitSeconds" in fields ? fields.timeLimitSeconds : undefined
  if (limit !== undefined && !isNumber(limit)) return undefined
  if (timer !== undefined) return { ...challenge, timer }
  return limit === undefined ? challenge : { ...challenge, timer: { seconds: limit, meaning: "limit" } }
}

const readPack = (value: unknown): PlayablePack | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { id, version, state, combinable, comingSoon, special, challengeCount } = fields
  if (!isPackId(id) || !isString(version) || !isState(state) || !isNumber(challengeCount)) return undefined
  if (!isBoolean(combinable) || !isBoolean(comingSoon) || !isBoolean(special)) return undefined
  const name = readLocalized(fields.name)
  const description = readLocalized(fields.description)
  const challenges = readAll(fields.challenges, readPlayableChallenge)
  if (name === null || description === null || challenges === null) return undefined
  return { id, version, name, description, state, combinable, comingSoon, special, challengeCount, challenges }
}

/** The user's packs for a game and the colour sets they may pick (`GET /api/me/playable-packs`, the `packs` store). */
export const readPlayablePacks = (value: unknown): PlayablePacks | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const packs = readAll(fields.packs, readPack)
  const colourSets = readAll(fields.colourSets, (set) => (isColourSet(set) ? set : undefined))
  return packs === null || colourSets === null ? undefined : { packs, colourSets }
}

const readPlayer = (value: unknown): NewPlayerRecord | undefined => {
  const fields = fieldsOf(value)
  return fields !== null && isString(fields.name) && isGrade(fields.difficulty) && isColourSet(fields.avatar)
    ? { name: fields.name, difficulty: fields.difficulty, avatar: fields.avatar }
    : undefined
}

/** The creation form last used (`userProgress`, key `setup:<user id>`). */
export const readSetupRecord = (value: unknown): LastSetup | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const packs = readAll(fields.packs, (id) => (isPackId(id) ? id : undefined))
  const players = readAll(fields.players, readPlayer)
  const disabledCategories = readAll(fields.disabledCategories, (key) => (isCategory(key) ? key : undefined))
  return packs === null || players === null || disabledCategories === null ? undefined : { packs, players, disabledCategories }
}
