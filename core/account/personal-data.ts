import type { Effect } from "effect"
import type { UserId } from "../domain/ids.ts"
import type { Language } from "../domain/language.ts"

/**
 * The person whose data is exported or erased: their account id, e-mail address, the addresses the
 * account had before (an erasure looks for each), and their language (of the export's notes).
 */
export interface Person {
  readonly id: UserId
  readonly email: string
  readonly formerEmails: ReadonlyArray<string>
  readonly language: Language
}

/** Every address the person's account ever had, the current one first. */
export const addressesOf = (person: Person): ReadonlyArray<string> => [person.email, ...person.formerEmails]

/**
 * One store's part of a person's data: what it holds about them (a JSON value, for the export) and
 * how to erase it (delete, or detach from the person what the law makes us keep). Erasing twice is
 * harmless, so an erasure cut short is finished by running it again.
 */
export interface PersonalDataStore {
  /** The key of this part in the export file (`games`, `payments`…). */
  readonly name: string
  readonly exportOf: (person: Person) => Effect.Effect<unknown>
  readonly erase: (person: Person) => Effect.Effect<void>
}

/**
 * A store's part in one line.
 * @example personalData("history", (person) => history.listOf(person.id), (person) => history.deleteAllOf(person.id))
 */
export const personalData = (
  name: string,
  exportOf: (person: Person) => Effect.Effect<unknown>,
  erase: (person: Person) => Effect.Effect<void>
): PersonalDataStore => ({ name, exportOf, erase })
