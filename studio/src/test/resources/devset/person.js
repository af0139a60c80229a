// A person's hands in a development-set page (teach mode, DevSetSite): what a person at the console does by hand
// when the run hands the page over. Pressing finds the control the way a person reads it — the smallest visible
// element whose text, own words, label, placeholder or title is the name — and presses it with the pointer's
// events at its middle. A case's act: scripts use the other hands (typeInto, key, choose). Our code, not the page's.
(function () {
  function norm(s) { return String(s == null ? '' : s).replace(/\s+/g, ' ').trim(); }
  function el(target) { return typeof target === 'string' ? document.querySelector(target) : target; }
  function visible(e) {
    var r = e.getBoundingClientRect(), s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
  }
  function ownWords(e) {
    var t = '';
    e.childNodes.forEach(function (n) { if (n.nodeType === 3) t += ' ' + n.textContent; });
    return t;
  }
  function names(e) {
    return [e.innerText, ownWords(e), e.tagName === 'INPUT' && /^(button|submit|reset)$/i.test(e.type) ? e.value : '',
      e.getAttribute('aria-label'), e.getAttribute('placeholder'), e.getAttribute('title')];
  }
  function area(e) { var r = e.getBoundingClientRect(); return r.width * r.height; }
  /** A key event as a keyboard sends it: the key, and the legacy keyCode pages still read. */
  function keyEvent(type, key) {
    var code = {Enter: 13, Escape: 27, Tab: 9, Backspace: 8, ArrowDown: 40, ArrowUp: 38}[key] || (key.length === 1 ? key.toUpperCase().charCodeAt(0) : 0);
    var e = new KeyboardEvent(type, {bubbles: true, cancelable: true, key: key});
    Object.defineProperty(e, 'keyCode', {get: function () { return code; }});
    Object.defineProperty(e, 'which', {get: function () { return code; }});
    return e;
  }
  /** The area of the nearest ancestor whose text holds {@code within} (Infinity when none does). */
  function near(e, within) {
    for (var a = e.parentElement; a; a = a.parentElement) if (norm(a.innerText).toLowerCase().indexOf(within) >= 0) return area(a);
    return Infinity;
  }
  var person = {
    /**
     * The control a person reads as {@code text}: of the visible elements so named (a native list's options are
     * not pressed, they are chosen), the innermost, the first in reading order; with {@code within}, the one
     * nearest to those words.
     */
    find: function (text, within) {
      var want = norm(text).toLowerCase(), w = within ? norm(within).toLowerCase() : null, all = [];
      document.querySelectorAll('body *').forEach(function (e) {
        if (e.tagName === 'OPTION' || !visible(e)) return;
        if (names(e).some(function (n) { return norm(n).toLowerCase() === want; })) all.push(e);
      });
      var inner = all.filter(function (e) { return !all.some(function (o) { return o !== e && e.contains(o); }); });
      var best = null, key = Infinity;
      inner.forEach(function (e) {
        var k = w ? near(e, w) : 0;
        if (!best || k < key) { best = e; key = k; }
      });
      return best;
    },
    press: function (target) {
      var e = el(target);
      e.scrollIntoView({block: 'center'});
      var r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
      var hit = document.elementFromPoint(x, y);
      var t = hit && (e.contains(hit) || hit.contains(e)) ? hit : e;
      var at = {bubbles: true, cancelable: true, composed: true, view: window, clientX: x, clientY: y, button: 0};
      function fire(k) { return t.dispatchEvent(k.indexOf('pointer') === 0 ? new PointerEvent(k, at) : new MouseEvent(k, at)); }
      ['pointerover', 'mouseover', 'pointermove', 'mousemove', 'pointerdown'].forEach(fire);
      // a mousedown not cancelled moves the focus to the focusable element pressed, as a browser does
      if (fire('mousedown')) {
        var f = t.closest && t.closest('a[href], button, input, select, textarea, label, [tabindex], [contenteditable=true]');
        if (f && f.focus) f.focus();
      }
      ['pointerup', 'mouseup', 'click'].forEach(fire);
    },
    /** Types {@code text} into a field as keys do: focus, the value, an input event per character, change when done. */
    typeInto: function (target, text) {
      var e = el(target);
      e.focus();
      e.value = '';
      for (var i = 0; i < text.length; i++) {
        if (!e.dispatchEvent(keyEvent('keydown', text[i]))) continue;
        e.value += text[i];
        e.dispatchEvent(new InputEvent('input', {bubbles: true, data: text[i], inputType: 'insertText'}));
        e.dispatchEvent(keyEvent('keyup', text[i]));
      }
      e.dispatchEvent(new Event('change', {bubbles: true}));
    },
    key: function (target, key) {
      var e = el(target);
      ['keydown', 'keypress', 'keyup'].forEach(function (k) { e.dispatchEvent(keyEvent(k, key)); });
    },
    /** Chooses the option shown as {@code text} in a native list. */
    choose: function (target, text) {
      var s = el(target);
      var o = Array.from(s.options).find(function (o) { return norm(o.text) === norm(text); });
      s.value = o.value;
      s.dispatchEvent(new Event('input', {bubbles: true}));
      s.dispatchEvent(new Event('change', {bubbles: true}));
    },
    /** Takes the harness's acts for this episode and says how each went. */
    listen: function (ep) {
      function done(id, ok, note) {
        navigator.sendBeacon('/__person?ep=' + encodeURIComponent(ep) + '&done=' + id, JSON.stringify({ok: ok, note: note}));
      }
      setInterval(function () {
        fetch('/__person?ep=' + encodeURIComponent(ep)).then(function (r) { return r.status === 200 ? r.json() : null; })
          .then(function (a) {
            if (!a) return;
            try {
              if (a.press != null) {
                var e = person.find(a.press, a.within);
                if (!e) return done(a.id, false, 'nothing on the page reads "' + a.press + '"' + (a.within ? ' near "' + a.within + '"' : ''));
                person.press(e);
              } else {
                (0, eval)(a.act);
              }
              done(a.id, true, '');
            } catch (x) { done(a.id, false, String(x)); }
          }).catch(function () {});
      }, 250);
    }
  };
  window.person = person;
})();
