import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * What the phone spec measures on each screen of the editor: every visible control (a button, a
 * link, a field, an option…) is at least 24 × 24 px, the ones the practice taps most are at least
 * 44 px tall, the control itself is what a tap at its centre reaches, no field's label is covered,
 * and nothing scrolls sideways.
 */

/** The controls she taps most, by their accessible name or text. */
export const MAIN_CONTROL =
  /^(Agregar |Publicar|Elegir una foto|Elegir otra foto|Subir una foto$|Usar la elegida$)/;

export interface Measured {
  problems: string[];
  controls: number;
  /** Of `selectors`, those that match an element on this screen. */
  matched: string[];
}

/**
 * Measures the screen as it is. A control counts where its centre is on screen, inside every
 * box that clips it and above the editor's bar (a strip of its own on a phone); an open dialog or
 * menu (`within`) limits the measure to its controls.
 */
export function measure(page: Page, selectors: string[], within?: string): Promise<Measured> {
  return page.evaluate(
    ({ selectors, within, main }) => {
      const CONTROLS =
        'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=option], [role=menuitem], [role=switch], [contenteditable=true], label.nc-fileUploadButton';
      const mainControl = new RegExp(main);
      const bar = document.querySelector('.editor-bar');
      const barTop = bar ? bar.getBoundingClientRect().top : innerHeight;
      const scope = within ? document.querySelector(within) : document;
      const name = (el: Element) =>
        (el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).value || '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 60);
      // react-select's input is a few pixels wide: its box is the control she taps.
      const target = (el: Element) =>
        el.matches('input[role=combobox]') ? (el.closest('[class*="-control"]') ?? el) : el;
      const onScreen = (el: Element, x: number, y: number) => {
        const inBar = !!bar && bar.contains(el);
        if (x < 0 || x > innerWidth || y < 0 || y > (inBar ? innerHeight : barTop)) return false;
        // Up to the nearest fixed box: the boxes around a fixed one do not clip it.
        for (let node = el; node.parentElement; node = node.parentElement) {
          if (getComputedStyle(node).position === 'fixed') break;
          const box = node.parentElement;
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const r = box.getBoundingClientRect();
          if (x < r.left || x > r.right || y < r.top || y > r.bottom) return false;
        }
        return true;
      };
      const problems: string[] = [];
      let controls = 0;
      for (const found of scope ? scope.querySelectorAll(CONTROLS) : []) {
        const el = target(found);
        if (el.matches('input[type=file]')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden')
          continue;
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (!onScreen(el, x, y)) continue;
        controls += 1;
        const what = `«${name(el)}» (${el.tagName.toLowerCase()}, ${Math.round(r.width)} × ${Math.round(r.height)} px)`;
        if (r.width < 24 || r.height < 24) problems.push(`${what} is smaller than 24 × 24 px`);
        if (mainControl.test(name(el)) && r.height < 44)
          problems.push(`${what} is less than 44 px tall`);
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(el === hit || el.contains(hit)))
          problems.push(
            `${what} is covered at its centre by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`,
          );
        if (r.right > innerWidth + 0.5 || r.left < -0.5)
          problems.push(`${what} sticks out of the screen`);
      }
      // A field's label is not a control, but covering it hides what the field is.
      for (const label of scope ? scope.querySelectorAll('label') : []) {
        const r = label.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (!onScreen(label, x, y)) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(label === hit || label.contains(hit)))
          problems.push(
            `the label «${name(label)}» is covered at its centre by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`,
          );
      }
      if (document.documentElement.scrollWidth > innerWidth)
        problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
      for (const box of document.querySelectorAll(
        '[class*="-EditorContainer"], [class*="-ControlPaneContainer"]',
      ))
        if (box.scrollLeft > 0) problems.push(`${box.className} is scrolled sideways`);
      const matched = selectors.filter((selector) => document.querySelector(selector));
      return { problems, controls, matched };
    },
    { selectors, within, main: MAIN_CONTROL.source },
  );
}

/** The selectors of editor.css's rules for narrow screens (its `@media (max-width: 799px)` block). */
export function phoneSelectors(file = 'public/admin/editor.css'): string[] {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const start = css.indexOf('@media (max-width: 799px)');
  if (start < 0) throw new Error(`${file}: no @media (max-width: 799px) block`);
  let depth = 0;
  let end = css.indexOf('{', start);
  for (let i = end; i < css.length; i++) {
    if (css[i] === '{') depth++;
    if (css[i] === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  const block = css.slice(css.indexOf('{', start) + 1, end);
  const selectors = [...block.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((rule) =>
    rule[1]!.split(',').map((selector) => selector.trim()),
  );
  return [...new Set(selectors)].filter(Boolean);
}
