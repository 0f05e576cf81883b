import { signal } from "@preact/signals-react"
import type { Message } from "#core/domain/message.ts"

/** How a toast looks and how urgently it is announced. */
export type ToastTone = "success" | "error" | "info"

/** A toast: a message key (translated when shown, so it follows a language switch) or a server text. */
export interface Toast {
  readonly id: number
  readonly tone: ToastTone
  readonly message: Message | { readonly text: string }
}

/** How long a toast stays on screen. */
export const toastDurationMs = 6000

/** The toasts on screen, oldest first (top centre, spec §8). */
export const toasts = signal<ReadonlyArray<Toast>>([])

let nextId = 1

/** Removes a toast. */
export const dismissToast = (id: number): void => {
  toasts.value = toasts.value.filter((toast) => toast.id !== id)
}

/** Shows a toast for a while; the same message twice in a row is shown once. */
export const showToast = (tone: ToastTone, message: Toast["message"]): number => {
  const same = toasts.value.find((toast) => JSON.stringify(toast.message) === JSON.stringify(message))
  if (same !== undefined) dismissToast(same.id)
  const id = nextId++
  toasts.value = [...toasts.value.slice(-3), { id, tone, message }]
  setTimeout(() => dismissToast(id), toastDurationMs)
  return id
}

/** A success toast of a core message key. */
export const toastSuccess = (key: string, params?: Message["params"]) => showToast("success", params ? { key, params } : { key })

/** An error toast of a core message key. */
export const toastError = (key: string, params?: Message["params"]) => showToast("error", params ? { key, params } : { key })
