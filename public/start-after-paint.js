// Starts the app once the server's page has been painted (server/node/router-manifest.ts).
//
// The server's HTML is the whole page: its text, its images, its links and forms all work before
// any script runs. Fetched with the page, the app's modules shared a phone's bandwidth with the
// stylesheet and the first images, and ran before the first paint: the largest image waited for
// them. So the page names its modules in data (script[data-app-modules]) and this classic script,
// deferred, fetches and starts them one frame after the page is first painted. A page opened in a
// background tab paints nothing: it starts at once.
//
// Until the app has hydrated, the server's buttons do nothing: a tap on one (Add to cart, a
// quantity's plus) is kept here and handed to the app (src/app/early-clicks.ts), which repeats it
// once it has hydrated. Links and forms need no app.
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
        // A damaged list only costs its preloads: the entry's imports still load.
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
