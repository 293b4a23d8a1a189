// Starts a server-rendered page's app one frame after its first paint (public/early-taps.js keeps
// the taps made meanwhile). Served to every page, minified by the build
// (scripts/vite/minified-public-scripts.ts): why and how in server/pages/router-manifest.ts and
// public/early-taps.js.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;

  // One module script at a time, each once the one before has run: the entry's chunks are then
  // evaluated in tasks of their own instead of one long one. A chunk that fails to load leaves
  // it to the entry, which imports it.
  function runInTurn(queue) {
    var src = queue.shift();
    if (!src) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.onload = script.onerror = function () {
      runInTurn(queue);
    };
    document.head.appendChild(script);
  }

  // Inserting a <link rel="modulepreload"> costs the main thread about a millisecond on a fast
  // machine (four on a throttled phone): the page's twenty-odd, in one task, made one of its
  // longest. A few at a time, a task each, the browser can answer a tap between them.
  var PRELOADS_PER_TASK = 4;

  function preloadInTurn(hrefs) {
    hrefs.splice(0, PRELOADS_PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    if (hrefs.length > 0) setTimeout(preloadInTurn, 0, hrefs);
  }

  function start() {
    if (started) return;
    started = true;
    var runFirst = [];
    var others = [];
    document.querySelectorAll('script[data-app-modules]').forEach(function (list) {
      var modules = [];
      try {
        modules = JSON.parse(list.textContent || '[]');
      } catch {
        // A damaged list costs only its preloads: the entry imports what it needs.
      }
      if (list.hasAttribute('data-run-first')) runFirst = modules;
      else others = others.concat(modules);
    });
    // The entry's chunks first, the entry with them (it downloads with them, though it runs
    // after them), then the page's own.
    preloadInTurn(runFirst.concat([entry], others));
    runInTurn(runFirst.concat([entry]));
  }

  if (document.visibilityState === 'hidden') return start();
  // requestAnimationFrame runs just before a paint; the timeout, just after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  document.addEventListener('visibilitychange', start, { once: true });
})();
