import { adminPath } from "./admin-answer.ts"

/** Where a stored pack downloads as a pack.json to commit to packs/<id>/ (`GET /api/admin/packs/:id/export`). */
export const packExportPath = (id: string): string => adminPath`/packs/${id}/export`
