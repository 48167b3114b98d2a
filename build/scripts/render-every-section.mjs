// Below the hero, sections and the footer render only near the viewport (the `render-near-viewport`
// utility in app/globals.css: content-visibility: auto). Chromium leaves what it has not rendered
// out of `innerText`, and a full-page screenshot is one frame, so a check that reads the whole
// page, or captures it, first renders every section, as a patient scrolling down gets them.
// A string expression, so Playwright (page.evaluate) and WebDriver (script evaluation) both run it.
export const RENDER_EVERY_SECTION =
  "document.querySelectorAll('.render-near-viewport').forEach((section) => { section.style.contentVisibility = 'visible'; })";
