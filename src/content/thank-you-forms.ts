/**
 * The forms that lead to /thank-you, as its `form` search param names them. Apart from the page's
 * words (thank-you.ts): the router reads the search param in every page's first load, the words
 * only load with the page.
 */
export const thankYouForms = ['message', 'seat', 'recording', 'newsletter'] as const

export type ThankYouForm = (typeof thankYouForms)[number]
