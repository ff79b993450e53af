/**
 * On the home page's prerendered rotating word (src/features/home/RotatingHeadline.tsx): every word it shows in turn,
 * as JSON. The boot script looks for it to start the rotation (src/features/home/headline-rotation-driver.ts).
 */
export const ROTATING_WORDS_ATTRIBUTE = 'data-rotating-words'
