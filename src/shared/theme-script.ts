/** Where the visitor's theme choice is kept (localStorage). */
export const THEME_STORAGE_KEY = 'vite-ui-theme'

/** What the site shows when the visitor has never chosen. */
export const DEFAULT_THEME = 'dark' satisfies 'light' | 'dark' | 'system'

/**
 * Runs in <head> before the first paint so a prerendered page never flashes the
 * wrong theme. It mirrors the theme machine's rules (stored choice, the default when
 * none, system follows the OS). The server allows exactly this script by its CSP hash.
 */
export const THEME_SCRIPT = `(function(){var r=document.documentElement,t='${DEFAULT_THEME}';try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');if(s==='light'||s==='dark'||s==='system')t=s}catch(e){}if(t==='system')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';r.classList.remove('light','dark');r.classList.add(t)})()`
