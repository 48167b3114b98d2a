// A lazy photo (loading="lazy", below the fold) is fetched only as it nears the viewport, and a
// full-page screenshot is one frame taken without scrolling: each such photo is brought into view
// and awaited first, as a patient scrolling down sees it, then the page is back at its top.
// A string expression, so Playwright (page.evaluate) and WebDriver (script evaluation) both run it.
export const LOAD_EVERY_PHOTO = `(async () => {
  for (const img of document.querySelectorAll('img[loading="lazy"]')) {
    img.scrollIntoView({ block: 'center', behavior: 'instant' });
    await img.decode().catch(() => {});
  }
  scrollTo({ top: 0, behavior: 'instant' });
})()`;
