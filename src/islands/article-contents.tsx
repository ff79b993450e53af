export { ArticleContents as default } from '~/features/blog/TableOfContents'
