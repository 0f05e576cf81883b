import { effect } from "@preact/signals-react"
import { decideNavigation } from "#core/navigation/guards.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { profile, viewer } from "../lib/state/session.ts"
import { appGameState } from "./app-game-state.ts"

let isAsked = false

/**
 * The pregame's packs are asked for as soon as the session check lets the player open it, while the
 * app hydrates and renders the page (this module loads with the pregame's chunk, before its texts),
 * rather than once it is on screen: the page's first load takes that answer.
 */
effect(() => {
  const user = profile.value
  if (isAsked || user === null || decideNavigation(pathFor("pregame"), viewer.value).kind !== "allow") return
  isAsked = true
  appGameState().loadPacksEarly(user.id)
})
