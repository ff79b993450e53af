/**
 * The browser paints a prerendered page for the first time only once this element, the
 * site footer, has been parsed (`<link rel="expect" blocking="render">` in <head>). Without
 * it, Chromium paints whatever part of the HTML it has parsed when a frame is due: a slow
 * phone, or HTML that arrives in more than one piece, showed the header with half its
 * navigation, which then jumped into place (a layout shift). The footer closes the page's
 * layout, so the first frame waits for the whole HTML
 * (docs/decisions/0014-first-frame-waits-for-the-layout.md).
 */
export const FIRST_FRAME_ELEMENT_ID = 'site-footer'

/** The tag for <head>. Browsers without `rel=expect` ignore it and paint as before. */
export const FIRST_FRAME_LINK = `<link rel="expect" href="#${FIRST_FRAME_ELEMENT_ID}" blocking="render">`
