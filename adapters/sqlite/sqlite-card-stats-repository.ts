import type Database from "better-sqlite3"
import { type Context, Effect, Schema } from "effect"
import { CardTally } from "#core/cards/card-stats.ts"
import type { CardStatsRepository } from "#core/ports/card-stats-repository.ts"

const decodeTally = Schema.decodeUnknownSync(CardTally)

interface CardStatsRow {
  readonly pack_id: string
  readonly pack_version: string
  readonly challenge_id: string
  readonly played: number
  readonly succeeded: number
  readonly replaced: number
  readonly good: number
  readonly too_easy: number
  readonly too_hard: number
  readonly unclear: number
  readonly unsafe: number
}

/** The cards' counters (migration 10): one row per pack, pack version and challenge, added to in place. */
export const makeSqliteCardStatsRepository = (db: Database.Database): Context.Tag.Service<typeof CardStatsRepository> => {
  const upsert = db.prepare<[string, string, string, number, number, number, number, number, number, number, number]>(
    `INSERT INTO card_stats (pack_id, pack_version, challenge_id, played, succeeded, replaced, good, too_easy, too_hard, unclear, unsafe)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET
       played = played + excluded.played, succeeded = succeeded + excluded.succeeded, replaced = replaced + excluded.replaced,
       good = good + excluded.good, too_easy = too_easy + excluded.too_easy, too_hard = too_hard + excluded.too_hard,
       unclear = unclear + excluded.unclear, unsafe = unsafe + excluded.unsafe`
  )
  const select = db.prepare<[], CardStatsRow>("SELECT * FROM card_stats ORDER BY pack_id, pack_version, challenge_id")
  const addAll = db.transaction((tallies: ReadonlyArray<CardTally>) => {
    for (const tally of tallies) {
      const { ratings } = tally
      upsert.run(
        tally.packId,
        tally.packVersion,
        tally.challengeId,
        tally.played,
        tally.succeeded,
        tally.replaced,
        ratings.good,
        ratings["too-easy"],
        ratings["too-hard"],
        ratings.unclear,
        ratings.unsafe
      )
    }
  })
  return {
    add: (tallies) =>
      Effect.sync(() => {
        if (tallies.length > 0) addAll.immediate(tallies)
      }),
    list: Effect.sync(() =>
      select.all().map((row) =>
        decodeTally({
          packId: row.pack_id,
          packVersion: row.pack_version,
          challengeId: row.challenge_id,
          played: row.played,
          succeeded: row.succeeded,
          replaced: row.replaced,
          ratings: { good: row.good, "too-easy": row.too_easy, "too-hard": row.too_hard, unclear: row.unclear, unsafe: row.unsafe }
        })
      )
    )
  }
}
