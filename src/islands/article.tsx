import type { IslandParts } from '~/lib/island-names'
import { SharePanel } from '~/features/blog/SharePanel'
import { ArticleContents } from '~/features/blog/TableOfContents'

/** The islands of an article. */
export default {
  'article-contents': ArticleContents,
  'share-panel': SharePanel,
} satisfies IslandParts<'article'>
