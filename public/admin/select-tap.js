// Runs on /admin/ after Decap CMS. On a touch screen, Decap's selects (react-select) open at the
// end of a tap and scroll their list into view; the mouse events the browser then sends for the
// same tap land on whatever option has moved under the finger, and choose it. A click on an option
// that comes right after a tap on a select's box belongs to that tap: it is stopped in the capture
// phase, so the list stays open for the practice to choose.
(function () {
  'use strict';

  /** How long after a tap its mouse events may arrive (they follow at once). */
  const SAME_TAP_MS = 400;
  let openedAt = -Infinity;

  // A new touch is a new tap: the mouse events of the last one have come and gone.
  window.addEventListener(
    'touchstart',
    function () {
      openedAt = -Infinity;
    },
    true,
  );
  window.addEventListener(
    'touchend',
    function (event) {
      const target = event.target instanceof Element ? event.target : null;
      if (target && target.closest('[class*="-control"]')) openedAt = event.timeStamp;
    },
    true,
  );

  function stopOnOption(event) {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !target.closest('[role="option"]')) return;
    if (event.timeStamp - openedAt > SAME_TAP_MS) return;
    event.preventDefault();
    event.stopPropagation();
  }
  for (const type of ['mousedown', 'mouseup', 'click'])
    window.addEventListener(type, stopOnOption, true);
})();
