/**
 * A change of address that is not a change of screen: the game's offline id becoming the server's,
 * say. The shell then leaves the focus and the scroll where the person has them, and counts no page
 * view; a navigation the person made moves the focus to the new page's content (guarded-routes.tsx).
 */
export const sameScreen = { sameScreen: true } as const

/** Whether the history entry now on top was written by a navigate(…, { state: sameScreen }) (it stays so on a reload or a return to it: the shell also checks the screen is the same one). */
export const isSameScreen = (): boolean => {
  const state: unknown = window.history.state
  return typeof state === "object" && state !== null && Reflect.get(state, "sameScreen") === true
}
