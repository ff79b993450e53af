/// <reference types="vite/client" />

declare const __BUILD_YEAR__: number
/** True in demo builds and development: outside calls are answered by the mock layer (scripts/site-mode-plugin.ts). */
declare const __DEMO_MODE__: boolean
