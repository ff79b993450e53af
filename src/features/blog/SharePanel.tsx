import type { ReactNode } from 'react'
import { claimEarlyInput } from '~/lib/early-input'
import { useHydrated } from '~/lib/use-hydrated'
import { articlePage } from '~/content/article-page'
import { LinkedInIcon, Link2, Share2, XLogoIcon } from '~/ui/icons'
import { showToast } from '~/ui/toast/toast-store'
import { island } from '~/lib/island'
import { canShareNatively, linkedInShareUrl, xShareUrl, type ShareTarget } from './share-links'

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-fg transition-colors hover:border-primary hover:text-primary motion-reduce:transition-none'

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url)
    showToast({ title: articlePage.share.copied, description: articlePage.share.copiedDescription })
  } catch {
    showToast({ title: articlePage.share.copyFailed, description: articlePage.share.copyFailedDescription, variant: 'destructive' })
  }
}

/** A network's share page, in a new tab (its name says so to assistive tech). */
function ShareLink({ href, name, children }: { href: string; name: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} ${articlePage.share.newTab}`} title={name} className={buttonClass}>
      {children}
    </a>
  )
}

/**
 * Share the article: LinkedIn and X (plain links in a new tab, no third-party script),
 * copy the canonical link (with a toast), and where the browser offers it (mostly
 * phones) its own share sheet. Every button is an icon with an accessible name.
 */
export function SharePanel({ target }: { target: ShareTarget }) {
  const hydrated = useHydrated()
  const native = hydrated && canShareNatively({ url: target.url, title: target.title })
  return (
    <div ref={claimEarlyInput} role="group" aria-label={articlePage.share.label} className="flex flex-wrap items-center gap-2">
      <ShareLink href={linkedInShareUrl(target)} name={articlePage.share.linkedIn}>
        <LinkedInIcon className="size-5" />
      </ShareLink>
      <ShareLink href={xShareUrl(target)} name={articlePage.share.x}>
        <XLogoIcon className="size-4" />
      </ShareLink>
      <button type="button" aria-label={articlePage.share.copy} title={articlePage.share.copy} className={`${buttonClass} noscript:hidden`} onClick={() => void copyLink(target.url)}>
        <Link2 aria-hidden="true" className="size-5" />
      </button>
      {native && (
        <button
          type="button"
          aria-label={articlePage.share.native}
          title={articlePage.share.native}
          className={buttonClass}
          // A dismissed share sheet rejects: nothing to tell the reader.
          onClick={() => void navigator.share({ url: target.url, title: target.title }).catch(() => undefined)}
        >
          <Share2 aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  )
}

export const SharePanelIsland = island('article/share-panel', SharePanel)
