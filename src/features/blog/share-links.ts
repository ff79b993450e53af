/** Share targets of an article: plain links, no third-party script on the page. */
export interface ShareTarget {
  /** The page's canonical URL. */
  url: string
  title: string
}

/** LinkedIn's share dialog (it reads the title and image from the page's Open Graph tags). */
export function linkedInShareUrl({ url }: ShareTarget): string {
  return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url }).toString()}`
}

/** X's post composer, prefilled with the title and the link. */
export function xShareUrl({ url, title }: ShareTarget): string {
  return `https://x.com/intent/tweet?${new URLSearchParams({ text: title, url }).toString()}`
}

/** The browser's native share sheet, where it exists and accepts this data (mostly phones). */
export function canShareNatively(data: ShareData, nav: Partial<Pick<Navigator, 'share' | 'canShare'>> | undefined = globalThis.navigator): boolean {
  return typeof nav?.share === 'function' && typeof nav.canShare === 'function' && nav.canShare(data)
}
