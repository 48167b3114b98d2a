// Runs after Decap CMS (decap-cms.js) and its Mexican Spanish (editor-locale.js) on /admin/, before
// it reads its configuration.
// 1. An emptied optional field reaches Decap as ''; the data files' schema reads an absent value as
//    null, so every save stores '' as null, and a nested optional group left entirely empty (a photo
//    never set) as null too.
(function () {
  var CMS = window.CMS;

  var IS_MAP = '@@__IMMUTABLE_MAP__@@';
  var IS_LIST = '@@__IMMUTABLE_LIST__@@';

  function isBlank(value) {
    return value === '' || value === null || value === undefined;
  }

  function clean(value) {
    if (value === '') return null;
    if (value && value[IS_LIST]) return value.map(clean);
    if (value && value[IS_MAP]) {
      var cleaned = value.map(clean);
      return cleaned.size > 0 && cleaned.every(isBlank) ? null : cleaned;
    }
    return value;
  }

  CMS.registerEventListener({
    name: 'preSave',
    handler: function (event) {
      // The file's own top-level groups (the profiles) stay objects even when every field is empty.
      return event.entry.get('data').map(function (value) {
        return value && value[IS_MAP] ? value.map(clean) : clean(value);
      });
    },
  });
})();

// 2. Decap's list items have icon-only buttons (show or hide, drag, remove) with no name, and
//    react-select names its chips "Remove …" in English: a screen reader would read "botón" forty
//    times. Each gets a Spanish name that includes the item's summary, kept up to date as it changes,
//    and the handles' English keyboard instructions are given in Spanish.
(function () {
  function setLabel(element, label) {
    if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
  }

  var DRAG_HELP =
    'Para tomar el elemento, pulsa la barra espaciadora. Con las flechas lo mueves; pulsa de nuevo la barra para dejarlo en su nuevo lugar, o Escape para cancelar.';

  function nameListItems() {
    document
      .querySelectorAll('[role="button"][aria-roledescription="sortable"]')
      .forEach(function (handle) {
        var topBar = handle.parentElement;
        var summaryElement = topBar.nextElementSibling;
        var summary = summaryElement ? summaryElement.textContent.trim() : '';
        var item = summary ? ' «' + summary + '»' : ' este elemento';
        var buttons = topBar.querySelectorAll(':scope > button');
        setLabel(handle, 'Mover' + item);
        if (buttons.length > 0) setLabel(buttons[0], 'Mostrar u ocultar' + item);
        if (buttons.length > 1) setLabel(buttons[buttons.length - 1], 'Quitar' + item);
      });
    // The drag handles' description, read on each focus (dnd-kit's live announcements stay English).
    document.querySelectorAll('[id^="DndDescribedBy-"]').forEach(function (description) {
      if (description.textContent.trim().indexOf('To pick up') === 0)
        description.textContent = DRAG_HELP;
    });
    document.querySelectorAll('[role="button"][aria-label^="Remove "]').forEach(function (chip) {
      setLabel(chip, 'Quitar ' + chip.getAttribute('aria-label').slice('Remove '.length));
    });
  }

  var scheduled = false;
  new MutationObserver(function () {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(function () {
      scheduled = false;
      nameListItems();
    });
  }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
})();

// 4. The rules that span fields (a closing hour after the opening one, a closure's last day after
//    its first…), checked before each save as the build checks them: public/admin/field-checks.js.
import('/admin/field-checks.js').then(function (checks) {
  checks.registerFieldChecks(window.CMS);
});
