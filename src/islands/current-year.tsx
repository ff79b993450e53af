export { CurrentYear as default } from '~/shell/SiteFooter'
