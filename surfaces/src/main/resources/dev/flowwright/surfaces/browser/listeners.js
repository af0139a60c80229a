// Runs in every document before the page's own scripts (BrowserContext.addInitScript): remembers which
// elements a script gave a click-like listener (addEventListener, as jQuery's .on and most frameworks bind),
// so a look can offer a <span> the page made clickable without a pointer cursor or an onclick attribute.
// Only a mark in a WeakSet the look reads; the listener itself and the page's behaviour are untouched.
(() => {
  if (window.__fwListened) return;
  const marked = new WeakSet();
  Object.defineProperty(window, '__fwListened', {value: marked, enumerable: false});
  const CLICKY = new Set(['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'dblclick', 'touchstart']);
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    try {
      if (CLICKY.has(type) && this instanceof Element) marked.add(this);
    } catch (ignored) {
      // a cross-realm or exotic target: nothing to mark
    }
    return add.call(this, type, listener, options);
  };
})();
