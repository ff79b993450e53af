/**
 * Runs in <head> before the first paint so a prerendered page never flashes the
 * wrong theme. It mirrors the theme machine's rules (stored choice, dark when none,
 * system follows the OS). The server allows exactly this script by its CSP hash.
 */
export const THEME_SCRIPT =
  "(function(){var r=document.documentElement,t='dark';try{var s=localStorage.getItem('vite-ui-theme');if(s==='light'||s==='dark'||s==='system')t=s}catch(e){}if(t==='system')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';r.classList.remove('light','dark');r.classList.add(t)})()"
