// Runs first in every server-rendered page's <head> (inlined by the server, minified by the build:
// server/pages/early-taps.ts), so that nothing a shopper does between the first paint and the
// app's hydration is lost:
// - a tap on a button is kept, and the app repeats it once the tapped part has hydrated
//   (src/app/early-clicks.ts); links need nothing, they are links;
// - a form the app submits (one with no action) that has not hydrated keeps its submit the same
//   way, so a visitor who types and presses Enter at once is signed in all the same;
// - a change in a GET form marked data-submit-on-change (the listing's filters and sort) that has
//   not hydrated submits it, so the server draws the filtered page, as the app would;
// - a product page records its product for Recently Viewed, which the app adds on its next start
//   (src/state/recently-viewed-atoms.ts) if the shopper leaves before it ran here.
(function () {
  var LATE = '[data-late-hydration]:not([data-hydrated])';
  var kept = [];
  var pageHydrated = false;

  /**
   * An element whose part the app has not hydrated yet: the page, or a late part. Its taps are
   * this script's alone (React drops a tap on a part it is still hydrating), so they are stopped
   * here and never reach React twice.
   */
  function waiting(element) {
    return !pageHydrated || element.closest(LATE) !== null;
  }

  /**
   * A filter ticked or a sort chosen in a GET form not yet hydrated: the form is submitted with
   * it, so the server draws the filtered page. A checkbox is read on the click itself, ticked
   * already and before React, hydrating on that click, puts the box back as it drew it.
   */
  function submitFilter(field) {
    var form = field.form;
    if (form && form.hasAttribute('data-submit-on-change') && waiting(form)) {
      form.submit();
      return true;
    }
    return false;
  }

  document.addEventListener(
    'click',
    function (event) {
      var target = event.target instanceof Element ? event.target : null;
      if (target instanceof HTMLInputElement && /^(checkbox|radio)$/.test(target.type)) {
        if (submitFilter(target)) return event.stopImmediatePropagation();
      }
      var button = target && target.closest('button[type="button"]');
      if (button && waiting(button)) {
        kept.push(button);
        event.stopImmediatePropagation();
      }
    },
    true,
  );

  document.addEventListener(
    'change',
    function (event) {
      if (event.target instanceof HTMLSelectElement && submitFilter(event.target)) {
        event.stopImmediatePropagation();
      }
    },
    true,
  );

  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || !waiting(form)) {
        return;
      }
      // Natively the form would reload the page with nothing sent: hold it, and repeat its
      // button (the one pressed, or Enter's) once the app answers.
      event.preventDefault();
      event.stopImmediatePropagation();
      var button = event.submitter || form.querySelector('button[type="submit"]');
      if (button) kept.push(button);
    },
    true,
  );

  window.earlyTaps = {
    /** The page has hydrated: from now on React answers taps, but in late parts. */
    pageHydrated: function () {
      pageHydrated = true;
    },
    /** The kept taps inside `root` (in order), no longer kept. */
    take: function (root) {
      var taken = kept.filter(function (button) {
        return root.contains(button) && (root !== document || button.closest(LATE) === null);
      });
      kept = kept.filter(function (button) {
        return taken.indexOf(button) < 0;
      });
      return taken;
    },
  };

  document.addEventListener('DOMContentLoaded', function () {
    var viewed = document.querySelector('[data-viewed-product]');
    if (!viewed) return;
    try {
      var pending = JSON.parse(localStorage.getItem('recentlyViewedPending') || '[]');
      if (!Array.isArray(pending)) pending = [];
      pending.push(viewed.getAttribute('data-viewed-product'));
      localStorage.setItem('recentlyViewedPending', JSON.stringify(pending.slice(-8)));
    } catch {
      // Storage full or blocked: Recently Viewed misses this page, as it would have anyway.
    }
  });
})();
