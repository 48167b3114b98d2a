import { expect, test, type Page } from '@playwright/test';
import { exportedPages } from './exported-pages';
import { waitForHydration } from './helpers/hydration';

/**
 * WCAG 1.4.4 and 1.4.10 (text resized to 200%) and 1.4.12 (text spacing): no page scrolls
 * sideways. Every exported page (read from the export, so new pages are covered), hydrated, at
 * 1280 px with the text at 200% (the root font size doubled, as a browser's text-size setting
 * does: the site sizes its text in rem), and at 320 px with the spacing of 1.4.12's bookmarklet.
 */
const TEXT_200 = 'html { font-size: 200% !important; }';
// WCAG's understanding document for 1.4.12: line height 1.5, paragraph spacing 2, letter spacing
// 0.12 and word spacing 0.16 times the font size.
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** How far the page reaches past the viewport's right edge, and the elements that cause it. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    /** Inside a box that clips sideways, or fixed (sized to the viewport the overflow widened). */
    const contained = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return getComputedStyle(element).position === 'fixed';
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5 && !contained(element);
      })
      .slice(-6)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 5).join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(element.getBoundingClientRect().right)}`,
      );
    return { overflow: document.documentElement.scrollWidth - width, offenders };
  });
}

// The overrides are the tester's (a user style sheet), not the page's: its CSP does not apply.
test.use({ bypassCSP: true });

const cases = [
  { name: 'text at 200% at 1280 px', width: 1280, height: 800, css: TEXT_200 },
  { name: 'WCAG text spacing at 320 px', width: 320, height: 640, css: TEXT_SPACING },
];

for (const { route } of exportedPages) {
  for (const { name, width, height, css } of cases) {
    // The viewport is set here: it runs once, in the phone project.
    test(`${route}: no sideways scroll with ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(route);
      await waitForHydration(page);
      await page.addStyleTag({ content: css });
      // The badges and tooltips settle after hydration; measure the page as it stays.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { overflow, offenders } = await sidewaysOverflow(page);
      expect(
        overflow,
        `scrolls sideways by ${overflow}px: ${offenders.join('; ')}`,
      ).toBeLessThanOrEqual(0);
      // A section laid out only near the viewport (render-near-viewport) clips what overflows it
      // instead of widening the page: text cut off at the edge is found by its box.
      expect(offenders, 'elements past the right edge').toEqual([]);
    });
  }
}
