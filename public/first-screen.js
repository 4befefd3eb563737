// The browser app's code for a page whose first screen the server drew (server/system/app-page/
// first-screen.ts): fetched once that screen is painted, so the page shows before any script is
// downloaded; the app then takes it over (src/main.tsx). A page without a first screen loads the
// app as index.html names it and never runs this.
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[data-modulepreload]');
    for (var i = 0; i < links.length; i += 1) links[i].rel = 'modulepreload';
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the next paint (a frame, then a task); a tab in the background paints no frame: at most a second later.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
