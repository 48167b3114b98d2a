import { waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { RadixHint } from '../hint-tooltip-radix';

// React's own scheduling, as in a browser: the swap commits in one task, passive effects run later.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** Renders the Radix trigger as HintTooltip swaps it in, and where focus is when the DOM changes. */
async function swapIn({ hadFocus, focused }: { hadFocus: boolean; focused?: HTMLElement }) {
  const container = document.createElement('div');
  document.body.append(container);
  focused?.focus();
  let focusWhenSwapped: Element | null = null;
  // Runs as a microtask after the task that committed the swap: before any key press can.
  const observer = new MutationObserver(() => {
    focusWhenSwapped ??= document.activeElement;
  });
  observer.observe(container, { childList: true, subtree: true });
  const root = createRoot(container);
  root.render(
    <RadixHint content="Verifica la cédula" hadFocus={() => hadFocus}>
      <a href="https://cedulaprofesional.sep.gob.mx/">7654321</a>
    </RadixHint>,
  );
  await waitFor(() => expect(container.querySelector('a')).not.toBeNull());
  observer.disconnect();
  const trigger = container.querySelector('a');
  return { trigger, focusWhenSwapped, done: () => (root.unmount(), container.remove()) };
}

describe('RadixHint, swapped in for a trigger that had keyboard focus', () => {
  it('has focus back on the trigger in the same task as the swap, so a Tab never starts from <body>', async () => {
    const { trigger, focusWhenSwapped, done } = await swapIn({ hadFocus: true });
    expect(focusWhenSwapped).toBe(trigger);
    expect(document.activeElement).toBe(trigger);
    done();
  });

  it('leaves focus where a Tab pressed while the code loaded has taken it', async () => {
    const next = document.createElement('a');
    next.href = '/aviso-de-privacidad/';
    document.body.append(next);
    const { trigger, done } = await swapIn({ hadFocus: true, focused: next });
    expect(trigger).not.toBeNull();
    expect(document.activeElement).toBe(next);
    done();
    next.remove();
  });
});
