// Runs on /admin/ after Decap CMS. Decap removes a list item (an opening window, a closure, a
// testimonial…) at the first tap on the ✕ of its top bar, with no way back: on a phone that tap
// lands by mistake. Each removal asks first, in Spanish, naming the item by its summary; the ✕ is
// the last button of the bar that holds the item's drag handle. A click on it is stopped in the
// capture phase, before Decap's own handler, and let through once the practice confirms.
(function () {
  'use strict';

  /** The button let through once: the click that follows a confirmation. */
  let confirmed = null;

  /** The list item's ✕ that `target` is in, or null. */
  function removeButton(target) {
    const button = target instanceof Element ? target.closest('button') : null;
    const topBar = button && button.parentElement;
    if (!topBar || !topBar.querySelector(':scope > [aria-roledescription="sortable"]')) return null;
    const buttons = topBar.querySelectorAll(':scope > button');
    return buttons.length > 1 && buttons[buttons.length - 1] === button ? button : null;
  }

  /**
   * What the list calls one item, as its «Agregar …» button reads (Decap writes the field's
   * label_singular there in lower case). The list is the item's nearest ancestor whose first child
   * is a top bar (the one that shows or hides the list, with that button when items can be added).
   */
  function itemNoun(topBar) {
    for (let list = topBar.parentElement; list; list = list.parentElement) {
      const bar = list.firstElementChild;
      if (!bar || !bar.querySelector(':scope > [class*="-ExpandButtonContainer"]')) continue;
      const add = bar.querySelector(':scope > [class*="-AddButton"]');
      const match = add && /^Agregar (.+)$/.exec(add.textContent.trim());
      return match ? match[1] : 'elemento';
    }
    return 'elemento';
  }

  /** «este» or «esta»: the editor's item names ending in -a are feminine, and «foto». */
  function demonstrative(noun) {
    return /^(\S*a|foto)(\s|$)/i.test(noun) ? 'esta' : 'este';
  }

  function paragraph(className, text) {
    const element = document.createElement('p');
    element.className = className;
    element.textContent = text;
    return element;
  }

  function dialogButton(className, text, value) {
    const button = document.createElement('button');
    button.className = className;
    button.value = value;
    button.textContent = text;
    return button;
  }

  /** Asks whether to remove the item of `button`; removes it when the practice says so. */
  function ask(button) {
    const topBar = button.parentElement;
    const summaryElement = topBar.nextElementSibling;
    const summary = summaryElement ? summaryElement.textContent.trim() : '';
    const noun = itemNoun(topBar);
    const dialog = document.createElement('dialog');
    dialog.className = 'editor-confirm';
    dialog.setAttribute('aria-labelledby', 'editor-confirm-question');
    const question = paragraph(
      'editor-confirm-question',
      `¿Borrar ${demonstrative(noun)} ${noun}?`,
    );
    question.id = 'editor-confirm-question';
    dialog.appendChild(question);
    if (summary) dialog.appendChild(paragraph('editor-confirm-item', `«${summary}»`));
    dialog.appendChild(
      paragraph('editor-confirm-note', 'Deja de aparecer en el sitio cuando publiques.'),
    );
    const form = document.createElement('form');
    form.method = 'dialog';
    form.className = 'editor-confirm-buttons';
    form.appendChild(dialogButton('editor-confirm-keep', 'Cancelar', 'keep'));
    form.appendChild(dialogButton('editor-confirm-remove', 'Borrar', 'remove'));
    dialog.appendChild(form);
    dialog.addEventListener('close', function () {
      dialog.remove();
      if (dialog.returnValue !== 'remove' || !button.isConnected) return;
      confirmed = button;
      button.click();
      confirmed = null;
    });
    document.body.appendChild(dialog);
    dialog.showModal();
    form.querySelector('.editor-confirm-keep').focus();
  }

  window.addEventListener(
    'click',
    function (event) {
      const button = removeButton(event.target);
      if (!button || button === confirmed) return;
      event.preventDefault();
      event.stopPropagation();
      ask(button);
    },
    true,
  );
})();
