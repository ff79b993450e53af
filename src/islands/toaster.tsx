export { Toaster as default } from '~/ui/toast/Toaster'
