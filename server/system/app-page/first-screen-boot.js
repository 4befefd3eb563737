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
  // Input given before the app has taken the screen over (#root still data-booting) is kept and
  // given again once it has (issue 23 §0): a button pressed (or a box ticked) is pressed again, a
  // form sent without an address of its own is sent again, and what was typed or chosen in a field
  // is typed again, so the app's state holds it. Links and forms with an action work as they are.
  var queue = [];
  var CONTROL = 'button, input[type="checkbox"], input[type="radio"], input[type="submit"], [role="button"]';
  function held(node) {
    var root = document.getElementById('root');
    return root && root.hasAttribute('data-booting') && node instanceof Element && root.contains(node) ? root : null;
  }
  function hold(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  window.addEventListener(
    'click',
    function (event) {
      var root = held(event.target);
      var control = root && event.target.closest(CONTROL);
      if (!control || !root.contains(control)) return;
      // A form with an address of its own (the search) is sent as it is: the server answers it.
      if (control.type === 'submit' && control.form && control.form.hasAttribute('action')) return;
      hold(event);
      queue.push({ click: control });
    },
    true,
  );
  window.addEventListener(
    'submit',
    function (event) {
      if (!held(event.target) || event.target.hasAttribute('action')) return;
      hold(event);
      queue.push({ submit: event.target });
    },
    true,
  );
  function typed(event) {
    var field = event.target;
    if (!held(field) || !('value' in field) || field.type === 'checkbox' || field.type === 'radio') return;
    var last = queue[queue.length - 1];
    if (last && last.field === field) last.value = field.value;
    else queue.push({ field: field, value: field.value });
  }
  window.addEventListener('input', typed, true);
  window.addEventListener('change', typed, true);
  function retype(field, value) {
    // The prototype's setter, not the element's own: the app's record of the field's value stays
    // as it was, so the event below reads as a change.
    var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
    var kind = field.tagName === 'SELECT' ? 'change' : 'input';
    setter.call(field, '');
    field.dispatchEvent(new Event(kind, { bubbles: true }));
    setter.call(field, value);
    field.dispatchEvent(new Event(kind, { bubbles: true }));
  }
  window.__genewellReplay = function () {
    var given = queue;
    queue = [];
    for (var i = 0; i < given.length; i += 1) {
      var entry = given[i];
      if (entry.click && entry.click.isConnected) entry.click.click();
      else if (entry.submit && entry.submit.isConnected) entry.submit.requestSubmit();
      else if (entry.field && entry.field.isConnected) retype(entry.field, entry.value);
    }
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
  // An image that never finishes does not keep the page from answering.
  setTimeout(start, 3000);
})();
