/**
 * Tags that choose a test's projects (checks/playwright.config.ts). Untagged, a test runs once, on the
 * phone: what it proves does not depend on the viewport.
 */

/** Depends on the viewport (layout, the menu, tap targets, the focus walk): on the phone and the laptop. */
export const VIEWPORT = '@viewport';
/** Needs a pointer and a wide screen (hover tooltips, the desktop navigation): on the laptop only. */
export const LAPTOP = '@laptop';
