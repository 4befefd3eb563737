// The start of the browser app on a page whose first screen the server drew (first-screen.ts
// carries this text inline, allowed by its hash in the page's CSP). The page is readable before
// any script has run, so nothing is fetched until it has loaded: the screen, its images and the
// HTML are all the first paint waits for. Then, after a frame, the held-back preloads (the app's
// modules, the heading face) are asked for, the runtime configuration is loaded and the app's
// entry module after it (deferred and module scripts would run in this order; added late, the
// module waits for the configuration instead). The app then takes the screen over (src/start.tsx).
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var config = boot.getAttribute('data-config');
  var started = false;
  function addEntry() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function addConfig() {
    if (!config) return addEntry();
    var script = document.createElement('script');
    script.src = config;
    // Without its configuration the app starts on its defaults, as with a failed deferred script.
    script.onload = addEntry;
    script.onerror = addEntry;
    document.head.appendChild(script);
  }
  // Each preload costs the browser a moment to start: a few per task, so no task is long.
  function preload(links, from) {
    for (var i = from; i < links.length && i < from + 4; i += 1) links[i].rel = links[i].hasAttribute('data-modulepreload') ? 'modulepreload' : 'preload';
    if (from + 4 < links.length) setTimeout(preload, 0, links, from + 4);
    else addConfig();
  }
  function start() {
    if (started) return;
    started = true;
    preload(document.querySelectorAll('link[data-modulepreload], link[data-preload]'), 0);
  }
  function afterPaint() {
    // A tab in the background paints no frame.
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
  // An image that never finishes does not keep the page from answering.
  setTimeout(start, 3000);
})();
