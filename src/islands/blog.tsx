import type { IslandParts } from '~/lib/island-names'
import { BlogIndex } from '~/features/blog/BlogIndex'

/** The islands of the blog index. */
export default {
  'blog-index': BlogIndex,
} satisfies IslandParts<'blog'>
