import { Layer } from "effect"
import { CardReports } from "../cards/card-report.ts"
import { AdminAudit } from "./admin-audit.ts"
import { AdminCategories } from "./admin-categories.ts"
import { AdminChallenges } from "./admin-challenges.ts"
import { AdminFeedback } from "./admin-feedback.ts"
import { AdminPacks } from "./admin-packs.ts"
import { AdminTags } from "./admin-tags.ts"
import { AdminUsers } from "./admin-users.ts"
import { PackImport } from "./pack-import.ts"

/** The admin services together; they need the store's ports (packs, publication, tags, categories, messages, users, audit, card counters). */
export const AdminServices = Layer.mergeAll(
  AdminAudit.Default,
  PackImport.Default,
  AdminPacks.Default,
  AdminChallenges.Default,
  AdminTags.Default,
  AdminCategories.Default,
  AdminFeedback.Default,
  AdminUsers.Default,
  CardReports.Default
)

/** Every admin service a driver may call. */
export type AdminService = AdminAudit | PackImport | AdminPacks | AdminChallenges | AdminTags | AdminCategories | AdminFeedback | AdminUsers | CardReports
