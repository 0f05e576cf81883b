import { Layer } from "effect"
import { AdminAudit } from "./admin-audit.ts"
import { AdminCatalog } from "./admin-catalog.ts"
import { AdminUsers } from "./admin-users.ts"
import { PackImport } from "./pack-import.ts"

/** The admin services together; they need the store's ports (packs, publication, tags, categories, messages, users, audit). */
export const AdminServices = Layer.mergeAll(AdminAudit.Default, PackImport.Default, AdminCatalog.Default, AdminUsers.Default)

/** Every admin service a driver may call. */
export type AdminService = AdminAudit | PackImport | AdminCatalog | AdminUsers
