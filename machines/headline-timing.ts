/** The rotating headline's timing, readable without loading the machine. */

/** How long each word stays. */
export const ROTATION_INTERVAL_MS = 3000
/** How long each half of the fade (out, then in) takes. */
export const FADE_MS = 300
