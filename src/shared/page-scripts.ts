/**
 * The id of the `<template>` in which the prerender lists a page's own scripts as
 * `<link rel="modulepreload">` (scripts/lib/page-scripts.ts). The boot script (src/boot.ts)
 * puts them into the document when it asks for the app's code, after the first paint.
 */
export const PAGE_SCRIPTS_ID = 'page-scripts'
