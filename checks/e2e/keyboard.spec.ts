import { expect, test, type Page } from '@playwright/test';
import { sampledPages } from './exported-pages';
import { VIEWPORT } from './projects';
import { waitForHydration } from './helpers/hydration';

const HEADER_HEIGHT = 64;

interface Focusable {
  key: string;
  label: string;
  outline: string;
  shadow: string;
}

declare global {
  interface Window {
    __kbdKey: (element: HTMLElement) => string;
  }
}

/**
 * A key that survives React swapping a node for an identical one (the lazy tooltip replaces its
 * trigger on first focus): tag, href and name, plus the rank among elements with the same three.
 */
async function installKey(page: Page) {
  await page.evaluate(() => {
    const signature = (element: Element) =>
      `${element.tagName}|${element.getAttribute('href') ?? ''}|${element.getAttribute('aria-label') ?? element.textContent ?? ''}`;
    window.__kbdKey = (element) => {
      const own = signature(element);
      const same = [...document.querySelectorAll(element.tagName)].filter(
        (other) => signature(other) === own,
      );
      return `${own}#${same.indexOf(element)}`;
    };
  });
}

/** Records every visible focusable element and how it looks with nothing focused. */
async function baseline(page: Page): Promise<Focusable[]> {
  await installKey(page);
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    (document.activeElement as HTMLElement | null)?.blur();
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          element.getClientRects().length > 0,
      )
      .filter((element) => !element.closest('[aria-hidden="true"], [inert]'))
      .map((element) => {
        const style = getComputedStyle(element);
        return {
          key: window.__kbdKey(element),
          label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
          outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
          shadow: style.boxShadow,
        };
      });
  });
}

/** What the focused element looks like and where it is. */
async function focusedState(page: Page) {
  return page.evaluate(async () => {
    if (!document.activeElement || document.activeElement === document.body) return null;
    // html has scroll-behavior: smooth: measure once the scroll that focusing started has settled.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let last = NaN, frames = 0; frames < 120; frames += 1) {
      await frame();
      if (window.scrollY === last) break;
      last = window.scrollY;
    }
    // Read focus only now, and again until it stops moving: a lazy tooltip swaps its trigger for an
    // identical node on first focus. Focus transitions (transition-colors also animates
    // outline-color) are let reach their end state.
    let element = document.activeElement as HTMLElement | null;
    for (let tries = 0; tries < 5 && element && element !== document.body; tries += 1) {
      await Promise.all(
        element.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      );
      await frame();
      if (document.activeElement === element) break;
      element = document.activeElement as HTMLElement | null;
    }
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    let fixed = false;
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') fixed = true;
    }
    // Contrast of the ring against what surrounds it (the outline sits outside the element, so the
    // nearest ancestor with an opaque background): at least 3:1, WCAG 1.4.11 and design.md.
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let surface = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if ((rgb(background)[3] ?? 1) === 1) {
        surface = background;
        break;
      }
    }
    const [light, dark] = [luminance(style.outlineColor), luminance(surface)].sort((a, b) => b - a);
    const ringContrast = (light! + 0.05) / (dark! + 0.05);
    const visibleOutline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      !/rgba\(.*, 0\)$/.test(style.outlineColor);
    return {
      key: window.__kbdKey(element),
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      shadow: style.boxShadow,
      visibleOutline,
      ringContrast,
      surface,
      top: rect.top,
      fixed,
    };
  });
}

// Every page but the service pages, of which two are sampled (one route renders them all), at
// both viewports: what is visible, and so the Tab order and what the header covers, differ.
for (const { route } of sampledPages) {
  test(
    `keyboard: every control on ${route} is reachable by Tab, shows focus and is not under the header`,
    { tag: VIEWPORT },
    async ({ page }) => {
      test.setTimeout(90_000); // one Tab per control, each waiting for the scroll to settle
      // Smooth scrolling ends where an instant scroll does (scroll-padding sets both), so the walk
      // runs with reduced motion: each Tab then settles in a frame instead of a 300-500 ms glide,
      // and the rings are read in their end state either way. Smooth scrolling stays on elsewhere.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // The controls are listed once, so as the hydrated page has them (the form's send button is
      // renamed when it becomes ready, the copy-e-mail button appears).
      await waitForHydration(page);
      const controls = await baseline(page);
      const reached = new Set<string>();
      const problems: string[] = [];
      for (let presses = 0; presses < controls.length + 10; presses += 1) {
        await page.keyboard.press('Tab');
        const state = await focusedState(page);
        if (!state) continue;
        if (reached.has(state.key)) break; // wrapped around
        reached.add(state.key);
        const before = controls.find((control) => control.key === state.key);
        if (!before) {
          problems.push(`${state.key}: focusable but not visible before focus`);
          continue;
        }
        const indicator = state.visibleOutline || state.shadow !== before.shadow;
        if (!indicator || (state.outline === before.outline && state.shadow === before.shadow)) {
          problems.push(
            `${before.label}: no visible focus indicator (outline ${state.outline}, shadow ${state.shadow})`,
          );
        }
        if (state.visibleOutline && state.ringContrast < 3) {
          problems.push(
            `${before.label}: focus ring ${state.outline} has ${state.ringContrast.toFixed(2)}:1 against ${state.surface} (needs 3:1)`,
          );
        }
        if (!state.fixed && state.top < HEADER_HEIGHT)
          problems.push(
            `${before.label}: focused at y=${state.top.toFixed(0)}, under the ${HEADER_HEIGHT} px header`,
          );
      }
      const missed = controls
        .filter((control) => !reached.has(control.key))
        .map((control) => control.label);
      console.log(
        `keyboard ${route}: ${controls.length} visible controls, ${reached.size} reached by Tab, ${problems.length} focus problems`,
      );
      expect(missed, 'controls never reached by Tab').toEqual([]);
      expect(problems, 'focus problems').toEqual([]);
    },
  );

  test(
    `target size: controls on ${route} are at least 24x24 px, main actions 44 px tall on phones`,
    { tag: VIEWPORT },
    async ({ page, isMobile }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const { small, short, counted } = await page.evaluate((phone) => {
        const selector =
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
        const visible = [...document.querySelectorAll<HTMLElement>(selector)].filter(
          (element) =>
            element.checkVisibility({ visibilityProperty: true }) &&
            element.getClientRects().length > 0 &&
            !element.closest('[aria-hidden="true"]'),
        );
        const name = (element: HTMLElement) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
        // WCAG 2.5.8 exempts links inside a sentence (display: inline): their size is set by the text.
        const blocks = visible.filter((element) => getComputedStyle(element).display !== 'inline');
        const small = blocks.flatMap((element) => {
          const { width, height } = element.getBoundingClientRect();
          return width < 24 || height < 24
            ? [`${name(element)} ${width.toFixed(0)}x${height.toFixed(0)}`]
            : [];
        });
        // Main actions: every <button>, and links styled as buttons (header call, CTAs: round pills centred).
        const isAction = (element: HTMLElement) =>
          element.tagName === 'BUTTON' ||
          (element.classList.contains('rounded-full') &&
            element.classList.contains('justify-center'));
        const short = phone
          ? visible
              .filter(isAction)
              .flatMap((element) =>
                element.getBoundingClientRect().height < 44
                  ? [
                      `${name(element)} ${element.getBoundingClientRect().height.toFixed(0)} px tall`,
                    ]
                  : [],
              )
          : [];
        return { small, short, counted: visible.length };
      }, isMobile);
      console.log(
        `target size ${route}: ${counted} controls, ${small.length} under 24x24, ${short.length} main actions under 44 px`,
      );
      expect(small, 'targets smaller than 24x24 CSS px').toEqual([]);
      expect(short, 'main actions shorter than 44 px on a phone').toEqual([]);
    },
  );
}

test('keyboard: the skip link is the first stop and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(next, 'the next Tab stop after the skip link is inside <main>').toBe(true);
});

// The menu exists below the desktop breakpoint: on the phone.
test.describe('keyboard: mobile menu', () => {
  test('opens with Enter, is operated with Tab, closes with Escape and Space, and a link navigates', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.locator('button[aria-controls="menu-movil"]');
    await expect(toggle).toHaveCount(1);
    const menu = page.locator('#menu-movil');
    for (
      let presses = 0;
      presses < 10 && !(await toggle.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Space');
    await expect(menu).toBeHidden();
    await page.keyboard.press('Enter');
    const services = menu.getByRole('link', { name: 'Servicios' });
    for (
      let presses = 0;
      presses < 12 && !(await services.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/servicios\/$/);
    await expect(menu).toBeHidden();
  });
});
