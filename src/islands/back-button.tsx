export { BackButton as default } from '~/ui/page-header/BackButton'
