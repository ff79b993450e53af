export { SharePanel as default } from '~/features/blog/SharePanel'
