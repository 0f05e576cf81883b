import { useEffect } from "react"
import { wallSettings } from "./wall-settings.ts"

/**
 * The game's sounds, synthesised with Web Audio (no files). The AudioContext is created, and resumed,
 * only inside a gesture of the person (a tap or a key on the game page): browsers keep a context made
 * earlier silent, and a page should not make a sound before it was touched. Until then, and while the
 * mute switch is on, every sound is skipped; vibration does not depend on either.
 */

let context: AudioContext | null = null

const audioContextClass = (): typeof AudioContext | undefined => (typeof window === "undefined" ? undefined : window.AudioContext)

/** Creates or wakes the AudioContext; call it only from a gesture's event handler. */
export const unlockAudio = (): void => {
  if (wallSettings.peek().isMuted) return
  try {
    if (context === null) {
      const AudioContextClass = audioContextClass()
      if (AudioContextClass === undefined) return
      context = new AudioContextClass()
    }
    if (context.state === "suspended") void context.resume().catch(() => undefined)
  } catch {
    context = null
  }
}

/** Listens for the person's gestures on the page while a game is on screen, to allow its sounds. */
export const useAudioUnlock = (): void => {
  useEffect(() => {
    const onGesture = (event: Event) => {
      if (event.isTrusted) unlockAudio()
    }
    document.addEventListener("pointerdown", onGesture, true)
    document.addEventListener("keydown", onGesture, true)
    return () => {
      document.removeEventListener("pointerdown", onGesture, true)
      document.removeEventListener("keydown", onGesture, true)
    }
  }, [])
}

/** A note: when it starts (seconds from now), its pitch, how long it lasts. */
export interface Tone {
  readonly at: number
  readonly hz: number
  readonly seconds?: number
}

/** Plays short notes, unless muted or not yet allowed by a gesture. Returns true when they were played. */
export const playTones = (tones: ReadonlyArray<Tone>): boolean => {
  const audio = context
  if (audio === null || audio.state === "closed" || wallSettings.peek().isMuted) return false
  try {
    // Made in a gesture, it may still be waking up (or the system paused it): the notes play once it runs.
    if (audio.state !== "running") void audio.resume().catch(() => undefined)
    for (const { at, hz, seconds = 0.25 } of tones) {
      const oscillator = audio.createOscillator()
      const gain = audio.createGain()
      const start = audio.currentTime + at
      oscillator.type = "square"
      oscillator.frequency.value = hz
      gain.gain.setValueAtTime(0.0001, start)
      gain.gain.exponentialRampToValueAtTime(0.3, start + 0.01)
      gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds)
      oscillator.connect(gain).connect(audio.destination)
      oscillator.start(start)
      oscillator.stop(start + seconds + 0.02)
    }
    return true
  } catch {
    return false
  }
}

/** A buzz, where the device has a vibrator (and allows it). */
export const vibrate = (pattern: ReadonlyArray<number>): void => {
  try {
    navigator.vibrate?.([...pattern])
  } catch {
    /* vibration not allowed */
  }
}

/** Time up (a limit reached zero): a double low beep and a double buzz. */
export const signalTimeUp = (): void => {
  vibrate([250, 120, 250])
  playTones([
    { at: 0, hz: 880 },
    { at: 0.3, hz: 880 }
  ])
}

/** A minimum or a hold reached: one buzz and a rising two-note chime, good news. */
export const signalReached = (): void => {
  vibrate([200])
  playTones([
    { at: 0, hz: 660 },
    { at: 0.18, hz: 990 }
  ])
}

/** One step of the 3-2-1 count-in: a short tick, and a higher, longer one for the start itself. */
export const signalCountIn = (step: number): void => {
  playTones(step > 0 ? [{ at: 0, hz: 520, seconds: 0.12 }] : [{ at: 0, hz: 1040, seconds: 0.35 }])
}

/** Lets go of the AudioContext (muted: nothing should keep the audio hardware awake). */
export const closeAudio = (): void => {
  const audio = context
  context = null
  if (audio !== null) void audio.close().catch(() => undefined)
}
