import { site } from '~/config/site'

/**
 * The few words the always-present launcher needs, apart from the rest of the chat's
 * texts (chat-text.ts) so the first load carries only these.
 */
export const launcherText = {
  /** The dialog title: the brand followed by 'Assistant'. */
  title: `${site.brandName} Assistant`,
  open: 'Open chat assistant',
  close: 'Close chat assistant',
} as const
