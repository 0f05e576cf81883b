import { Data } from "effect"

/** The refusals of the data-rights service (data-rights.ts), apart so its messages (account-messages.ts) name them without importing the service. */

/** Deleting an account needs a session opened less than ten minutes ago, as changing the e-mail does. */
export class DeletionNeedsRecentLogin extends Data.TaggedError("DeletionNeedsRecentLogin") {}

/** The account is the only admin left: someone else must hold the role before it can go. */
export class LastAdmin extends Data.TaggedError("LastAdmin") {}

/** No account uses this e-mail (the command line names accounts by e-mail). */
export class NoAccountWithEmail extends Data.TaggedError("NoAccountWithEmail")<{ readonly email: string }> {}
