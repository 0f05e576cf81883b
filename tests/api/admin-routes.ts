/** Every admin route, with a body an admin could send (a refused caller must get nowhere with it). */
export const adminRoutes: ReadonlyArray<{ readonly method: string; readonly path: string; readonly json?: unknown }> = [
  { method: "GET", path: "/api/admin/packs" },
  {
    method: "POST",
    path: "/api/admin/packs",
    json: { id: "sneaky", name: { fr: "Piraté", en: "Hacked" }, description: { fr: "Piraté", en: "Hacked" }, comingSoon: true }
  },
  { method: "POST", path: "/api/admin/packs/import", json: { schemaVersion: 2 } },
  { method: "GET", path: "/api/admin/packs/base" },
  { method: "PATCH", path: "/api/admin/packs/base", json: { expectedVersion: "1.0.0", price: { amount: 0, currency: "EUR" } } },
  { method: "PUT", path: "/api/admin/packs/base/published", json: { published: false } },
  { method: "GET", path: "/api/admin/packs/base/export" },
  {
    method: "POST",
    path: "/api/admin/packs/base/challenges",
    json: { expectedVersion: "1.0.0", category: "game", text: { fr: "Grimpe en chantant", en: "Climb while singing" } }
  },
  { method: "GET", path: "/api/admin/challenges?q=dalle" },
  { method: "GET", path: "/api/admin/challenges/base-001" },
  { method: "PATCH", path: "/api/admin/challenges/base-001", json: { expectedVersion: "1.0.0", text: { en: "Hacked" } } },
  { method: "DELETE", path: "/api/admin/challenges/base-001?expectedVersion=1.0.0" },
  { method: "GET", path: "/api/admin/categories" },
  { method: "PATCH", path: "/api/admin/categories/game", json: { label: { fr: "Piraté", en: "Hacked" } } },
  { method: "GET", path: "/api/admin/tags" },
  { method: "POST", path: "/api/admin/tags", json: { id: "sneaky", name: { fr: "Piraté", en: "Hacked" } } },
  { method: "PATCH", path: "/api/admin/tags/balance", json: { name: { fr: "Piraté", en: "Hacked" } } },
  { method: "DELETE", path: "/api/admin/tags/sneaky" },
  { method: "GET", path: "/api/admin/feedback" },
  { method: "GET", path: "/api/admin/admins" },
  { method: "POST", path: "/api/admin/admins", json: { email: "player@allez.test" } },
  { method: "DELETE", path: "/api/admin/admins/someone" },
  { method: "GET", path: "/api/admin/audit" },
  { method: "GET", path: "/api/admin/analytics" },
  { method: "GET", path: "/api/admin/card-stats/base" },
  { method: "GET", path: "/api/admin/hosts" },
  { method: "POST", path: "/api/admin/hosts", json: { email: "player@allez.test", gymName: "Piraté", city: "Lyon" } },
  { method: "DELETE", path: "/api/admin/hosts/someone" }
]
