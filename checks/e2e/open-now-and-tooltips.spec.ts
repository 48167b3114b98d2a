import { expect, test } from '@playwright/test';
import { licenceRegistry } from '../../content/credentials';
import { consultorio } from '../../content/facts/load';
import { practice } from '../../content/practice';
import type { PracticeLocation } from '../../content/types';
import { statusAt, utcOffset } from '../../lib/open-now';
import { openStatusText } from '../../lib/open-now-text';
import { LAPTOP } from './projects';
import { toastRegion } from './helpers/contact-form';
import { waitForHydration } from './helpers/hydration';

const DAY = 24 * 60 * 60_000;
/** A Monday (UTC) from which the week has no closure of the practice's: the first from 2026-11-16 (a Monday). */
const MONDAY = (() => {
  for (let monday = Date.UTC(2026, 10, 16); ; monday += 7 * DAY) {
    const [first, last] = [new Date(monday - DAY), new Date(monday + 8 * DAY)].map((day) =>
      day.toISOString().slice(0, 10),
    );
    if (!consultorio.closures.some((closure) => closure.starts <= last! && closure.ends >= first!))
      return monday;
  }
})();

/** The instant a practice's clock shows this weekday and minute, in the week of MONDAY. */
function atPracticeClock(place: PracticeLocation, weekday: number, minutes: number): Date {
  const wallClock = MONDAY + (weekday - 1) * DAY + minutes * 60_000;
  return new Date(wallClock - utcOffset(place.timeZone, wallClock) * 60_000);
}

/** The first minute of the week the practice is closed, and the badge's text then (computed at build time the same way). */
function firstClosedMinute(place: PracticeLocation) {
  for (let minute = 0; minute < 7 * 24 * 60; minute += 1) {
    const [weekday, minutes] = [Math.floor(minute / 1440) + 1, minute % 1440];
    const status = statusAt(place.openingHours, weekday, minutes);
    if (!status.open)
      return { at: atPracticeClock(place, weekday, minutes), text: openStatusText(status) };
  }
  throw new Error(`${place.id} abre toda la semana`);
}

test.describe('open-now badge', () => {
  // The browser's clock is Mazatlán's (checks/playwright.config.ts); the badge reads the practice's own.
  for (const [index, place] of practice.practices.entries()) {
    test(`practice ${index + 1}: open when it opens, and when closed says when it opens next`, async ({
      page,
    }) => {
      const [window] = place.openingHours;
      const [hours, minutes] = window!.opens.split(':').map(Number) as [number, number];
      const card = page.locator(`[id="${place.id}"]`);
      await page.clock.setFixedTime(atPracticeClock(place, window!.days[0]!, hours * 60 + minutes));
      await page.goto('/contacto/');
      await card.scrollIntoViewIfNeeded();
      await expect(card).toContainText('Abierto ahora');

      const closed = firstClosedMinute(place);
      await page.clock.setFixedTime(closed.at);
      await page.reload();
      await card.scrollIntoViewIfNeeded();
      await expect(card).toContainText(closed.text);
    });
  }

  test('the exported HTML shows the schedule alone', async ({ request }) => {
    // The markup, without scripts (the badge's texts travel as props in React's payload).
    const html = (await (await request.get('/contacto/')).text()).replace(
      /<script[\s\S]*?<\/script>/g,
      '',
    );
    for (const place of practice.practices) expect(html).toContain(place.schedule[0]!.days);
    expect(/Abierto ahora|Cerrado ·/.test(html)).toBe(false);
  });
});

test.describe('tooltips', { tag: LAPTOP }, () => {
  // Tooltips are a pointer and keyboard aid; touch screens get the same information inline.
  const [first, second] = practice.doctor.licences;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  test('a licence number explains where to verify it, on hover; the link stays', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const licence = page
      .locator('footer')
      .getByRole('link', { name: new RegExp(`^${escape(first.number)}`) });
    // The first hover loads Radix, which then owns the trigger; the tooltip opens on the next one.
    await licence.hover();
    await expect(licence).toHaveAttribute('data-state', 'closed');
    await page.mouse.move(5, 5);
    await licence.hover();
    await expect(page.getByRole('tooltip')).toHaveText(licenceRegistry.verifyHint);
    await expect(licence).toHaveAttribute('href', practice.licenceRegistryUrl);
    await expect(page.locator('footer')).toContainText(
      'Verifica las cédulas en el Registro Nacional de Profesionistas',
    );
  });

  test('tabbing past a tooltip trigger while its code loads does not pull focus back', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Radix's chunk arrives slowly, as on a poor connection.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: new RegExp(`^${escape(first.number)}`) }).focus();
    await page.keyboard.press('Tab'); // the second licence: its tooltip code starts loading
    const trigger = footer.getByRole('link', { name: new RegExp(`^${escape(second.number)}`) });
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Tab'); // and on, before it arrives
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    const next = await focusedText();
    await expect(trigger).toHaveAttribute('data-state', 'closed'); // Radix has taken over the trigger
    await page.waitForTimeout(300);
    expect(await focusedText()).toBe(next);
    await expect(trigger).not.toBeFocused();
  });

  test('the copy-e-mail button has a tooltip on keyboard focus and copies with a toast', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contacto/');
    const button = page.getByRole('button', { name: 'Copiar correo' });
    await expect(button).toBeVisible();
    await page.locator(`a[href^="mailto:${practice.email}"]`).first().focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copiar correo' })).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Copiar correo');
    await page.keyboard.press('Enter');
    await expect(toastRegion(page)).toContainText('Correo copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(practice.email);
  });
});
