/** Every word of an article page (/blog/$slug) around the article itself. */
export const articlePage = {
  backLabel: 'Back to Blog',
  author: {
    label: 'Written by',
    /** Where the author's name links: the team on the About page. */
    teamHref: '/about',
    teamHash: 'about-team',
    teamLinkTitle: (name: string) => `${name} on our team page`,
  },
  published: 'Published',
  tagsLabel: 'Tags',
  toc: {
    label: 'Table of contents',
    heading: 'On this page',
  },
  share: {
    label: 'Share this article',
    linkedIn: 'Share on LinkedIn',
    x: 'Share on X',
    copy: 'Copy link',
    copied: 'Link copied',
    copiedDescription: 'The article link is on your clipboard.',
    copyFailed: 'Could not copy the link',
    copyFailedDescription: 'Copy it from the address bar instead.',
    native: 'Share…',
    newTab: '(opens in a new tab)',
  },
  related: {
    heading: 'Related articles',
    /** When no other article shares the category or a tag. */
    fallbackHeading: 'More from the blog',
  },
  cta: {
    heading: 'Ready to put this into practice?',
    text: 'Book a free 30-minute call with our team and leave with a shortlist of AI workflows worth automating first.',
    button: 'Contact us',
  },
  /** Read by screen readers after the scrollable table's label. */
  tableLabel: (n: number) => `Table ${n}`,
} as const
