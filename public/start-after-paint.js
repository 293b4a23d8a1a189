// Starts a server-rendered page's app one frame after its first paint, and keeps taps on its
// buttons until the app can repeat them. Served as written, to every page: why and how in
// server/node/router-manifest.ts and src/app/early-clicks.ts.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;

  var earlyClicks = [];
  function keepClick(event) {
    var target = event.target;
    var button = target instanceof Element ? target.closest('button[type="button"]') : null;
    if (button) earlyClicks.push(button);
  }
  document.addEventListener('click', keepClick, true);
  window.takeEarlyClicks = function () {
    document.removeEventListener('click', keepClick, true);
    return earlyClicks.splice(0);
  };

  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('script[data-app-modules]').forEach(function (list) {
      var modules = [];
      try {
        modules = JSON.parse(list.textContent || '[]');
      } catch {
        // A damaged list costs only its preloads: the entry imports what it needs.
      }
      modules.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      });
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }

  if (document.visibilityState === 'hidden') return start();
  // requestAnimationFrame runs just before a paint; the timeout, just after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  document.addEventListener('visibilitychange', start, { once: true });
})();
