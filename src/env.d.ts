/// <reference types="vite/client" />

declare const __BUILD_YEAR__: number
/** When the pages were prerendered (ms since the epoch). */
declare const __BUILD_TIME__: number
/** True in demo builds and development: outside calls are answered by the mock layer (scripts/site-mode-plugin.ts). */
declare const __DEMO_MODE__: boolean
/** Wall-clock times of the site's content resolved to ISO 8601 with their offset by the build (src/head/zoned-time.ts). */
declare const __ZONED_TIMES__: Readonly<Record<string, string>>

// Invoker commands (a button that opens or closes a dialog without script), which React
// passes through as plain attributes: https://html.spec.whatwg.org/#attr-button-command
declare namespace React {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the merged declaration must repeat its type parameter
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
    commandfor?: string
  }
}
