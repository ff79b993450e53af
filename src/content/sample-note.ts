/**
 * The demo's note where sample content appears (src/sections/SampleNote.tsx). A deploy build
 * has no such note: it prints the launch checklist instead (src/config/launch-checklist.ts).
 */
export const sampleNote = 'Sample content: names, figures and quotes here are examples, replaced before launch'
