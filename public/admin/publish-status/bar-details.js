// @ts-check
// On a phone the status takes one line (editor.css): its sentence, cut short, and a button after
// it that shows the rest (what to do, the links to the developer) and hides it again. The button
// sits beside the status, not in it, so the live region reads the status alone; it shows only
// when there is more to read than the line holds.

// An arrow (editor.css) that leaves the line to the sentence, named for a screen reader.
const LABELS = { closed: 'Ver el estado completo', open: 'Ocultar el detalle del estado' };

/**
 * The toggle for the status `box`, placed after it; returns what to call once the status is drawn
 * or the screen changes, so the button shows only when there is more to read.
 * @param {HTMLElement} box
 * @param {() => void} onChange called after the status opens or closes (its height changes)
 */
export function detailsToggle(box, onChange) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'editor-status-more';
  button.setAttribute('aria-controls', box.id);
  button.hidden = true;
  box.after(button);

  /** @param {boolean} open */
  const set = (open) => {
    box.setAttribute('data-open', String(open));
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? LABELS.open : LABELS.closed);
  };
  set(false);
  button.addEventListener('click', () => {
    set(box.getAttribute('data-open') !== 'true');
    update();
    onChange();
  });

  function update() {
    const text = box.querySelector('.editor-status-text');
    const open = box.getAttribute('data-open') === 'true';
    const cut = !!text && text.scrollWidth > text.clientWidth;
    const more = box.children.length > 1;
    // Only a one-line status can be cut: where the status shows whole (a wide screen), no button.
    const oneLine = !!text && getComputedStyle(text).whiteSpace === 'nowrap';
    button.hidden = box.hidden || (!open && !(oneLine && (cut || more)));
  }
  return update;
}
