import type { AttemptBudget } from "../auth/auth-policy.ts"
import type { HumanCheckAction } from "../ports/human-check.ts"

const hour = 60 * 60_000

/** How many contact and feedback messages one client address, and one account, may send. */
export const messageBudgets = {
  contactPerAddress: { limit: 5, windowMs: hour },
  contactPerAccount: { limit: 5, windowMs: hour },
  feedbackPerAddress: { limit: 10, windowMs: hour },
  feedbackPerAccount: { limit: 10, windowMs: hour }
} as const satisfies Record<string, AttemptBudget>

/** How many contact and feedback mails the team receives a day unless told otherwise; messages past it are kept for the admin area, not mailed. */
export const defaultTeamMailsPerDay = 200
export const teamMailWindowMs = 24 * hour

/** The base proof of work of each action that sends mail, as a multiple of the settings actions' (about 0.2 s on one core). */
const sendingWork: Partial<Record<HumanCheckAction, number>> = { send_contact: 4, send_feedback: 4 }
/** The most a proof may ask (about 50 s on one core): enough to stop a script, never a wall for a person. */
export const maxHumanCheckWork = 256
/** The window in which further challenges from one address count as repeats. */
export const humanCheckRepeatWindowMs = hour

/**
 * The work a human-check challenge asks: 1 for a settings action; for a message, its base work,
 * four times more for each further challenge the same address asked for in the last hour, up to
 * `maxHumanCheckWork`. `issued` counts this one.
 * @example humanCheckWork("send_contact", 1) // 4
 * @example humanCheckWork("send_contact", 3) // 64
 */
export const humanCheckWork = (action: HumanCheckAction, issued: number): number => {
  const base = sendingWork[action]
  if (base === undefined) return 1
  return Math.min(maxHumanCheckWork, base * 4 ** Math.max(0, Math.min(issued - 1, 8)))
}

/** True when the action's challenges get harder for an address that keeps asking. */
export const isEscalating = (action: HumanCheckAction): boolean => sendingWork[action] !== undefined
