/// <reference types="vite/client" />

declare const __BUILD_YEAR__: number
/** When the pages were prerendered (ms since the epoch). */
declare const __BUILD_TIME__: number
/** True in demo builds and development: outside calls are answered by the mock layer (scripts/site-mode-plugin.ts). */
declare const __DEMO_MODE__: boolean
/** Every webinar series' sessions, resolved by the build (scripts/webinars/session-dates.ts): src/content/webinar-series.ts, SessionCalendar. */
declare const __WEBINAR_SESSIONS__: Readonly<Record<string, { readonly starts: readonly string[]; readonly zoneNames: Readonly<Record<string, string>> }>>

// Invoker commands (a button that opens or closes a dialog without script), which React
// passes through as plain attributes: https://html.spec.whatwg.org/#attr-button-command
declare namespace React {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the merged declaration must repeat its type parameter
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
    commandfor?: string
  }
}
