/** The inner pages' shortcut to the contact form (page header and its sticky bar): the spec's words. */
export const contactSalesLabel = 'Contact Sales'
