export { SiteHeader as default } from '~/shell/SiteHeader'
