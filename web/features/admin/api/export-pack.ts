import { routeUrl } from "#web/lib/api/answer.ts"

/** Where a stored pack downloads as a pack.json to commit to packs/<id>/ (`GET /api/admin/packs/:id/export`). */
export const packExportPath = (id: string): string => routeUrl("GET /api/admin/packs/:id/export", { id })
