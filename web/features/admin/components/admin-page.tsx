import { useLocation } from "wouter"
import { matchRoute } from "#core/navigation/routes.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { adminTexts } from "../admin-texts.ts"
import { AddAdminScreen } from "./add-admin-screen.tsx"
import { AdminLayout } from "./admin-layout.tsx"
import { CardStatsScreen } from "./card-stats-screen.tsx"
import { CategoriesScreen } from "./categories-screen.tsx"
import { ChallengesScreen } from "./challenges-screen.tsx"
import { FeedbackScreen } from "./feedback-screen.tsx"
import { PackScreen } from "./pack-screen.tsx"
import { PacksScreen } from "./packs-screen.tsx"
import { TagsScreen } from "./tags-screen.tsx"
import "../admin.css"

await addFeatureTexts(adminTexts, coreTexts)

/** What the shell gives a page: its route's parameters (a pack's `id`). */
interface PageProps {
  readonly params: Readonly<Record<string, string>>
}

/** The screen of the admin route being shown. */
const Screen = ({ params }: PageProps) => {
  const [location] = useLocation()
  switch (matchRoute(location).name) {
    case "admin-pack":
      return <PackScreen id={params.id ?? ""} />
    case "admin-challenges":
      return <ChallengesScreen />
    case "admin-categories":
      return <CategoriesScreen />
    case "admin-tags":
      return <TagsScreen />
    case "admin-card-stats":
      return <CardStatsScreen />
    case "admin-feedback":
      return <FeedbackScreen />
    case "admin-add-admin":
      return <AddAdminScreen />
    default:
      return <PacksScreen />
  }
}

/**
 * The admin area (spec §2): every admin route, behind the admin guard (core's guards send anyone
 * else to the forbidden page), in the admin layout with its side menu.
 */
const AdminPage = (props: PageProps) => (
  <AdminLayout>
    <Screen {...props} />
  </AdminLayout>
)

export default AdminPage
