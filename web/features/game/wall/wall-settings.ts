import { signal } from "@preact/signals-react"
import { readStored, writeStored } from "#web/lib/local-storage.ts"

/** Where this device keeps its at-the-wall choices (local settings, not the account: they belong to the phone). */
export const wallSettingsKey = "allezWall"

/** The at-the-wall choices of this device. */
export interface WallSettings {
  /** No sound: the timer's signals and the count-in stay silent (vibration and sight remain). */
  readonly isMuted: boolean
  /** Every revealed challenge is read aloud (where the device has a voice for the game's language). */
  readonly isReadAloud: boolean
}

const defaults: WallSettings = { isMuted: false, isReadAloud: false }

/** The stored choices; anything unreadable reads as the defaults. */
export const readWallSettings = (): WallSettings => {
  const text = readStored(wallSettingsKey)
  if (text === null) return defaults
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== "object" || value === null) return defaults
    const isMuted = Reflect.get(value, "isMuted")
    const isReadAloud = Reflect.get(value, "isReadAloud")
    return { isMuted: isMuted === true, isReadAloud: isReadAloud === true }
  } catch {
    return defaults
  }
}

/** The choices on screen, kept in local storage as they change. */
export const wallSettings = signal<WallSettings>(readWallSettings())

/** Changes one choice and keeps it. */
export const setWallSetting = (change: Partial<WallSettings>): void => {
  wallSettings.value = { ...wallSettings.value, ...change }
  writeStored(wallSettingsKey, JSON.stringify(wallSettings.value))
}
