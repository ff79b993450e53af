/**
 * The hero image of every article: one artwork per article, rendered at build time
 * (scripts/articles/images.ts) into these widths and formats under /assets/articles/.
 * Shared by the build step that writes the files and the components that point at them.
 */

/** Rendered widths, in pixels. Cards use the small ones, the article page all of them. */
export const heroWidths = [640, 960, 1280, 1600] as const
export type HeroWidth = (typeof heroWidths)[number]

/** Width and height of the artwork (about 1.9:1, the Open Graph image shape). */
export const heroSize = { width: 1600, height: 840 } as const

/** Modern formats first (the browser picks the first it supports), JPEG last as the fallback. */
export const heroFormats = ['avif', 'webp', 'jpg'] as const
export type HeroFormat = (typeof heroFormats)[number]

export const heroMimeTypes: Record<HeroFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/** Height of the artwork at a width, rounded to whole pixels. */
export function heroHeightAt(width: number): number {
  return Math.round((width * heroSize.height) / heroSize.width)
}

/**
 * The file of one rendition. `version` is a hash of the artwork, so the files can be
 * cached for a year (everything under /assets/ is immutable) and still change with it.
 */
export function heroFileName(slug: string, version: string, width: number, format: HeroFormat): string {
  return `assets/articles/${slug}-${version}-${width}.${format}`
}

export function heroUrl(slug: string, version: string, width: number, format: HeroFormat): string {
  return `/${heroFileName(slug, version, width, format)}`
}
