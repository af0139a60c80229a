// Helpers shared by every script the browser surface evaluates in a frame. Each script is built as
// "(arg) => { <this file> <the script's body> }", so these are plain local functions.
const INTERACTIVE_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'tab', 'menuitem', 'menuitemcheckbox',
  'menuitemradio', 'option', 'switch', 'combobox', 'textbox', 'searchbox', 'slider', 'spinbutton', 'treeitem',
  'listbox']);
const NAME_FROM_CONTENT = new Set(['button', 'link', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio',
  'option', 'checkbox', 'radio', 'switch', 'heading', 'cell', 'columnheader', 'rowheader', 'treeitem', 'tooltip',
  'gridcell']);
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'url', 'password', 'search', 'number', 'date',
  'datetime-local', 'month', 'week', 'time', '']);
const DIALOG_ROLES = new Set(['dialog', 'alertdialog']);
const PRESSABLE_SELECTOR = 'a[href],button,input,select,textarea,summary,label,[onclick],[tabindex]:not([tabindex="-1"]),'
  + '[role=button],[role=link],[role=checkbox],[role=radio],[role=tab],[role=menuitem],[role=option],[role=switch],'
  + '[contenteditable=""],[contenteditable=true]';

function norm(s) { return (s || '').replace(/\s+/g, ' ').trim(); }

function cut(s, n) { return s.length > n ? s.slice(0, n - 1) + '…' : s; }

/** The parent across shadow boundaries. */
function parentOf(el) {
  if (el.parentElement) return el.parentElement;
  const root = el.getRootNode && el.getRootNode();
  return root && root.host ? root.host : null;
}

/** Whether a contains b, across shadow boundaries. */
function deepContains(a, b) {
  for (let n = b; n; n = parentOf(n)) if (n === a) return true;
  return false;
}

function inputType(el) { return (el.getAttribute('type') || 'text').toLowerCase(); }

function implicitRole(el) {
  const t = el.localName;
  switch (t) {
    case 'a': case 'area': return el.hasAttribute('href') ? 'link' : '';
    case 'button': case 'summary': return 'button';
    case 'input': {
      const ty = inputType(el);
      if (['button', 'submit', 'reset', 'image', 'file', 'color'].includes(ty)) return 'button';
      if (ty === 'checkbox') return 'checkbox';
      if (ty === 'radio') return 'radio';
      if (ty === 'range') return 'slider';
      if (ty === 'number') return 'spinbutton';
      if (ty === 'hidden') return '';
      if (el.hasAttribute('list')) return 'combobox';
      if (ty === 'search') return 'searchbox';
      return 'textbox';
    }
    case 'select': return (el.multiple || el.size > 1) ? 'listbox' : 'combobox';
    case 'textarea': return 'textbox';
    case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6': return 'heading';
    case 'li': return 'listitem';
    case 'ul': case 'ol': case 'menu': return 'list';
    case 'table': return 'table';
    case 'tr': return 'row';
    case 'td': return 'cell';
    case 'th': return 'columnheader';
    case 'dialog': return 'dialog';
    case 'nav': return 'navigation';
    case 'main': return 'main';
    case 'aside': return 'complementary';
    case 'form': return 'form';
    case 'search': return 'search';
    case 'section': return (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby')) ? 'region' : '';
    case 'article': return 'article';
    case 'fieldset': case 'details': return 'group';
    case 'img': return el.getAttribute('alt') === '' ? 'presentation' : 'img';
    case 'option': return 'option';
    case 'progress': return 'progressbar';
    case 'output': return 'status';
    case 'iframe': return 'iframe';
  }
  if (el.isContentEditable && el.hasAttribute('contenteditable')) return 'textbox';
  return '';
}

function roleOf(el) {
  const explicit = (el.getAttribute('role') || '').trim().split(/\s+/)[0];
  if (explicit && explicit !== 'none' && explicit !== 'presentation' && explicit !== 'generic') return explicit;
  return implicitRole(el);
}

function rendered(el) {
  if (!el.checkVisibility) return el.getClientRects().length > 0;
  return el.checkVisibility({opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true});
}

/** Text of a subtree as a reader would say it: alt text, aria-labels of parts, hidden parts left out. */
function textOf(node, budget) {
  let out = '';
  const visit = (n) => {
    if (out.length > budget) return;
    if (n.nodeType === 3) { out += n.data; return; }
    if (n.nodeType !== 1) return;
    const el = n;
    if (el.getAttribute('aria-hidden') === 'true') return;
    const tag = el.localName;
    if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'noscript') return;
    if (!rendered(el) && getComputedStyle(el).display !== 'contents') return;
    const label = el.getAttribute('aria-label');
    if (label && el !== node) { out += ' ' + label + ' '; return; }
    if (tag === 'img' || (tag === 'input' && inputType(el) === 'image')) { out += ' ' + (el.getAttribute('alt') || '') + ' '; return; }
    if (tag === 'input' || tag === 'select' || tag === 'textarea') { return; }
    if (tag === 'br') { out += ' '; return; }
    out += ' ';
    const kids = el.shadowRoot ? el.shadowRoot.childNodes : el.childNodes;
    for (const k of kids) visit(k);
    out += ' ';
  };
  visit(node);
  return norm(out);
}

function byIds(el, attr) {
  const ids = (el.getAttribute(attr) || '').trim();
  if (!ids) return '';
  const root = el.getRootNode();
  return norm(ids.split(/\s+/).map(id => {
    const t = root.getElementById ? root.getElementById(id) : document.getElementById(id);
    return t ? (t.getAttribute('aria-label') || textOf(t, 300)) : '';
  }).join(' '));
}

function isFormControl(el) {
  return el.localName === 'input' || el.localName === 'select' || el.localName === 'textarea';
}

function labelsText(el) {
  if (!el.labels || el.labels.length === 0) return '';
  return norm(Array.from(el.labels).map(l => textOf(l, 200)).join(' '));
}

/** Accessible name, following the order of the accname rules the surface needs. */
function nameOf(el, role) {
  let n = byIds(el, 'aria-labelledby');
  if (n) return n;
  n = norm(el.getAttribute('aria-label'));
  if (n) return n;
  const tag = el.localName;
  if (isFormControl(el)) {
    n = labelsText(el);
    if (n) return n;
    if (tag === 'input') {
      const ty = inputType(el);
      if (ty === 'submit' || ty === 'button' || ty === 'reset') return norm(el.value) || (ty === 'submit' ? 'Submit' : ty === 'reset' ? 'Reset' : '');
      if (ty === 'image') return norm(el.getAttribute('alt'));
    }
  }
  if (tag === 'img' || tag === 'area') { n = norm(el.getAttribute('alt')); if (n) return n; }
  if (tag === 'fieldset') { const lg = el.querySelector(':scope > legend'); if (lg) { n = textOf(lg, 200); if (n) return n; } }
  if (tag === 'table') { const c = el.querySelector(':scope > caption'); if (c) { n = textOf(c, 200); if (n) return n; } }
  if (tag === 'dialog' || DIALOG_ROLES.has(role)) {
    const h = el.querySelector('h1,h2,h3,h4,h5,h6,[role=heading]');
    if (h) { n = textOf(h, 200); if (n) return n; }
  }
  if (NAME_FROM_CONTENT.has(role) || tag === 'a' || tag === 'button' || tag === 'summary') {
    n = textOf(el, 300);
    if (n) return cut(n, 200);
  }
  n = norm(el.getAttribute('title'));
  if (n) return n;
  n = norm(el.getAttribute('placeholder') || el.getAttribute('aria-placeholder'));
  return n;
}

function isTextField(el, role) {
  if (el.localName === 'textarea') return true;
  if (el.localName === 'input') return TEXT_INPUT_TYPES.has(inputType(el)) || el.hasAttribute('list');
  if (el.isContentEditable) return true;
  return role === 'textbox' || role === 'searchbox';
}

function isDisabled(el) {
  if (el.matches(':disabled')) return true;
  // closest() stops at a shadow root; the hosts above it are checked one by one
  for (let n = el; n; ) {
    if (n.closest('[aria-disabled="true"]')) return true;
    const root = n.getRootNode();
    n = root && root.host ? root.host : null;
  }
  return false;
}

/** The element a click at (x, y) reaches, through open shadow roots. */
function hitAt(x, y) {
  let hit = document.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** Whether a press at a point that reached `hit` reaches `el`. */
function reaches(hit, el) {
  if (!hit) return false;
  if (deepContains(el, hit) || deepContains(hit, el)) return true;
  const label = hit.closest && hit.closest('label');
  if (label && label.control === el) return true;
  return false;
}

function isDialog(el) {
  return el.localName === 'dialog' || DIALOG_ROLES.has(el.getAttribute('role') || '') || el.getAttribute('aria-modal') === 'true';
}

function insideDialog(el) {
  for (let n = el; n; n = parentOf(n)) if (n.nodeType === 1 && isDialog(n)) return n;
  return null;
}

function isPressable(el) {
  if (el.matches && el.matches(PRESSABLE_SELECTOR)) return true;
  return INTERACTIVE_ROLES.has(roleOf(el));
}

/** The outermost positioned ancestor of a covering element: the layer a person would see. */
function layerOf(el) {
  let layer = el;
  for (let n = el; n && n !== document.body && n !== document.documentElement; n = parentOf(n)) {
    const pos = getComputedStyle(n).position;
    if (pos === 'fixed' || pos === 'absolute' || pos === 'sticky' || isDialog(n)) layer = n;
  }
  return layer;
}

/** A layer with no text and no control in it: a backdrop. Its own click handler does not make it a control. */
function isEmptyLayer(el) {
  const tag = el.localName;
  if (tag === 'a' || tag === 'button' || tag === 'input' || tag === 'select' || tag === 'textarea') return false;
  if (INTERACTIVE_ROLES.has(roleOf(el))) return false;
  if (el.querySelector && el.querySelector(PRESSABLE_SELECTOR)) return false;
  return textOf(el, 20) === '';
}

/** How a cover is named to the person and the runtime: button "Select Location", an empty layer, dialog "Cookies". */
function describeCover(hit) {
  for (let n = hit; n && n !== document.body; n = parentOf(n)) {
    if (n.nodeType !== 1) continue;
    const role = roleOf(n);
    if (INTERACTIVE_ROLES.has(role) || isDialog(n)) {
      const name = nameOf(n, role);
      if (name) return {text: role + ' "' + cut(name, 60) + '"', empty: false};
    }
  }
  if (isEmptyLayer(hit)) return {text: 'an empty layer', empty: true};
  const layer = layerOf(hit);
  if (isEmptyLayer(layer)) return {text: 'an empty layer', empty: true};
  const role = roleOf(layer) || 'layer';
  const name = nameOf(layer, role) || cut(textOf(layer, 80), 40);
  return {text: name ? role + ' "' + name + '"' : 'a layer', empty: false};
}

function nearestCommonAncestor(a, b) {
  const seen = new Set();
  for (let n = a; n; n = parentOf(n)) seen.add(n);
  for (let n = b; n; n = parentOf(n)) if (seen.has(n)) return n;
  return null;
}

/**
 * The card-layer case (docs/browser.md#pressing): a result card lays a click layer (or its own text) over its own link.
 * True when the cover and the target share a card-sized container and no dialog is involved.
 */
function sameCard(target, cover) {
  if (insideDialog(target) || insideDialog(cover)) return false;
  const common = nearestCommonAncestor(target, cover);
  if (!common || common === document.body || common === document.documentElement) return false;
  const r = common.getBoundingClientRect();
  const viewportArea = window.innerWidth * window.innerHeight;
  return r.width * r.height <= 0.5 * viewportArea;
}

/** The point of a box a press should use: the centre of its part inside the viewport. */
function pressPoint(r) {
  const left = Math.max(r.left, 0), top = Math.max(r.top, 0);
  const right = Math.min(r.right, window.innerWidth), bottom = Math.min(r.bottom, window.innerHeight);
  if (right <= left || bottom <= top) return null;
  return {x: (left + right) / 2, y: (top + bottom) / 2};
}
