export { StickyPageBar as default } from '~/ui/page-header/StickyPageBar'
