// One look at one frame, in one evaluate: every visible, enabled control with its role, name, value,
// states, actions and box, the static text around them, and where child frames sit in document order.
// arg: {token, offsetX, offsetY, mainWidth, mainHeight, layerCovers, main}
const TEXT_BLOCKS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'label', 'legend', 'caption', 'figcaption',
  'dt', 'dd', 'th', 'td', 'li', 'blockquote', 'pre', 'output']);
const PATH_ROLES = new Set(['dialog', 'alertdialog', 'form', 'region', 'navigation', 'group', 'list', 'table', 'menu',
  'listbox', 'tablist', 'radiogroup', 'toolbar', 'search', 'complementary', 'grid', 'tree']);
const NUMBERED_ROLES = new Set(['listitem', 'row', 'article']);
const vw = window.innerWidth, vh = window.innerHeight;
const look = {token: arg.token, els: [], iframes: [], rects: [], cover: null};
window.__fwLook = look;
const elements = [];
const frames = [];
const context = [];
const coverGroups = new Map();
const path = [];
const indexPath = [];
let textDepth = 0;

let active = document.hasFocus() ? document.activeElement : null;
while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;

/** Elements that sit inside a line of text (HTML's phrasing content) rather than starting a block of their own. */
const PHRASING = new Set(['span', 'b', 'strong', 'em', 'i', 'u', 's', 'small', 'mark', 'code', 'kbd', 'samp', 'var',
  'abbr', 'cite', 'q', 'sub', 'sup', 'time', 'data', 'bdi', 'bdo', 'br', 'wbr', 'del', 'ins', 'dfn']);

/**
 * True when el's children are its own words and inline parts only (no block, no control inside): the words
 * a reader reads as one line, which its own text nodes alone would cut into pieces.
 */
function runningText(el) {
  for (const k of el.children) {
    if (!PHRASING.has(k.localName) || k.children.length > 0) return false;
    if (getComputedStyle(k).display !== 'inline') return false;
  }
  return el.children.length > 0 && !el.querySelector(PRESSABLE_SELECTOR);
}

function pushText(s) {
  s = cut(norm(s), 300);
  if (s && context[context.length - 1] !== s) context.push(s);
}

function isCandidate(el, role) {
  const tag = el.localName;
  if (tag === 'a') return el.hasAttribute('href');
  if (tag === 'button' || tag === 'select' || tag === 'textarea' || tag === 'summary') return true;
  if (tag === 'input') return inputType(el) !== 'hidden';
  if (INTERACTIVE_ROLES.has(role)) return true;
  if (el.isContentEditable && el.hasAttribute('contenteditable')) return true;
  if (el.hasAttribute('onclick')) return true;
  if (role && el.hasAttribute('tabindex') && el.tabIndex >= 0) return true;
  return false;
}

// What a person would click though the markup does not say so (Playwright codegen's and screen readers'
// "clickable"): an element with an onclick handler, a tab stop, or where the pointer cursor begins (its
// parent shows another cursor) — unless something pressable above it already covers it, or it holds
// pressable controls of its own (then those are the candidates). html, body and labels are never offered this way.
const NEVER_CLICKABLE = new Set(['html', 'body', 'label', 'option', 'optgroup', 'iframe', 'frame', 'img']);
let pressDepth = 0;
let parentCursor = 'auto';

function isClickableByLook(el, cursor) {
  if (NEVER_CLICKABLE.has(el.localName) || isFormControl(el)) return false;
  // a click listener of its own (listeners.js) makes an element its own control even inside another one: the
  // trash icon on a clickable mail row
  const heard = hasClickListener(el);
  if (pressDepth > 0 && !heard) return false;
  const pointerStarts = cursor === 'pointer' && parentCursor !== 'pointer';
  if (!pointerStarts && !heard && typeof el.onclick !== 'function' && !(el.hasAttribute('tabindex') && el.tabIndex >= 0)) return false;
  return !el.querySelector(PRESSABLE_SELECTOR);
}

// A script bound a click-like listener to the element itself (marked by listeners.js before the page ran) and
// it is a control's size: a listener on a wrapper that holds a page's worth of elements (a framework's root
// catching every click) says nothing about where to click.
const LISTENED = window.__fwListened;
const MAX_LISTENED_DESCENDANTS = 40;
function hasClickListener(el) {
  if (!LISTENED || !LISTENED.has(el)) return false;
  if (el.getElementsByTagName('*').length > MAX_LISTENED_DESCENDANTS) return false;
  const r = el.getBoundingClientRect();
  return r.width * r.height <= vw * vh / 2;
}

// An icon control with no name at all (a trash can drawn by CSS, <i class="fa fa-star">) says what it does only
// through the picture a person sees; the nearest words are its own id and class names ("trash", "send-reply").
// They become its description — marked as read from the markup, so a safety rule never takes them for a label
// the page gave. Framework and state words say nothing about what it does and are left out.
const ICON_NOISE = new Set(['icon', 'icons', 'btn', 'button', 'buttons', 'fa', 'fas', 'far', 'fab', 'fal', 'glyphicon',
  'material', 'symbols', 'outlined', 'rounded', 'sharp', 'mdi', 'bi', 'ui', 'js', 'ng', 'css', 'svg', 'img', 'image',
  'sprite', 'wrapper', 'wrap', 'container', 'inner', 'outer', 'item', 'col', 'row', 'flex', 'grid', 'active',
  'inactive', 'hover', 'focus', 'focused', 'selected', 'disabled', 'hidden', 'visible', 'clicked', 'checked', 'on',
  'off', 'is', 'has', 'small', 'large', 'big', 'tiny', 'left', 'right', 'top', 'bottom', 'center', 'primary',
  'secondary', 'default', 'widget', 'control', 'clickable', 'pointer', 'action', 'actions', 'link', 'lg', 'sm', 'xs',
  'md', 'xl', 'the', 'and', 'with', 'state', 'theme', 'dark', 'light', 'white', 'black', 'color', 'highlight']);

function iconWordsOf(el) {
  const raw = [];
  const own = (e) => { if (e.id) raw.push(e.id); if (typeof e.className === 'string') raw.push(e.className);
    else if (e.className && e.className.baseVal) raw.push(e.className.baseVal); };
  own(el);
  // a wrapper around one icon element (<a><i class="fa fa-trash"></i></a>) is named by its icon
  if (el.childElementCount === 1) own(el.firstElementChild);
  const out = [];
  for (const chunk of raw) {
    for (const t of chunk.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/)) {
      if (t.length < 3 || /\d/.test(t) || ICON_NOISE.has(t) || out.includes(t)) continue;
      out.push(t);
      if (out.length === 4) return out.join(' ');
    }
  }
  return out.join(' ');
}

// only boxes that hold other elements can scroll them; reading scroll sizes of every element is slow
const SCROLL_TAGS = new Set(['div', 'section', 'main', 'aside', 'nav', 'ul', 'ol', 'table', 'tbody', 'form', 'article', 'dialog', 'pre', 'fieldset']);
const started = performance.now();

function isScrollArea(el) {
  if (!el.firstElementChild || !SCROLL_TAGS.has(el.localName) || el.clientHeight === 0) return false;
  if (el.scrollHeight <= el.clientHeight + 4 && el.scrollWidth <= el.clientWidth + 4) return false;
  const cs = getComputedStyle(el);
  return /(auto|scroll)/.test(cs.overflowY + ' ' + cs.overflowX);
}

function valueOf(el, role) {
  const tag = el.localName;
  if (tag === 'input') {
    const ty = inputType(el);
    if (ty === 'checkbox' || ty === 'radio' || ty === 'button' || ty === 'submit' || ty === 'reset' || ty === 'image') return null;
    if (ty === 'password') return el.value ? '•'.repeat(el.value.length) : '';
    return el.value;
  }
  if (tag === 'textarea') return el.value;
  if (tag === 'select') return Array.from(el.selectedOptions).map(o => norm(o.text)).join(', ');
  if (el.isContentEditable && el.hasAttribute('contenteditable')) return cut(norm(el.innerText), 500);
  if (el.hasAttribute('aria-valuetext')) return el.getAttribute('aria-valuetext');
  if (el.hasAttribute('aria-valuenow')) return el.getAttribute('aria-valuenow');
  return null;
}

function statesOf(el, role, r, textField) {
  const s = [];
  if (el === active) s.push('focused');
  const sel = el.getAttribute('aria-selected');
  const cur = el.getAttribute('aria-current');
  if (sel === 'true' || (el.localName === 'option' && el.selected) || (cur && cur !== 'false')) s.push('selected');
  if (el.checked === true || el.getAttribute('aria-checked') === 'true' || el.getAttribute('aria-pressed') === 'true') s.push('checked');
  const exp = el.getAttribute('aria-expanded');
  if (exp === 'true' || (el.localName === 'summary' && el.parentElement && el.parentElement.open)) s.push('expanded');
  else if (exp === 'false' || (el.localName === 'summary' && el.parentElement && !el.parentElement.open)) s.push('collapsed');
  if (textField) {
    if (el.readOnly || el.getAttribute('aria-readonly') === 'true') s.push('readonly'); else s.push('editable');
    if (el.localName === 'textarea' || el.getAttribute('aria-multiline') === 'true' || (el.isContentEditable && el.localName !== 'input')) s.push('multiline');
  }
  if (el.required || el.getAttribute('aria-required') === 'true') s.push('required');
  if (el.getAttribute('aria-invalid') === 'true' || (el.matches && el.matches(':user-invalid'))) s.push('invalid');
  const inOwn = r.right > 0 && r.bottom > 0 && r.left < vw && r.top < vh;
  const mx = r.left + arg.offsetX, my = r.top + arg.offsetY;
  const inMain = mx + r.width > 0 && my + r.height > 0 && mx < arg.mainWidth && my < arg.mainHeight;
  if (!inOwn || !inMain) {
    s.push('offscreen');
  } else {
    const p = pressPoint(r);
    const hit = p ? hitAt(p.x, p.y) : null;
    if (p && hit && !reaches(hit, el)) {
      s.push('covered');
      const layer = layerOf(hit);
      coverGroups.set(layer, (coverGroups.get(layer) || 0) + 1);
    }
  }
  return s;
}

// A menu item that opens a submenu and says nothing of being open or shut (jQuery UI's menu): a person
// points at it to open the submenu — pressing it may choose it.
function opensSubmenu(el, role) {
  const p = el.getAttribute('aria-haspopup');
  return role === 'menuitem' && p !== null && p !== 'false' && !el.hasAttribute('aria-expanded');
}

function actionsOf(el, role, textField, scrollArea) {
  const a = [];
  const tag = el.localName;
  const readOnly = el.readOnly || el.getAttribute('aria-readonly') === 'true';
  if (textField) {
    if (!readOnly) { a.push('set_value'); a.push('type_text'); }
    // a read-only box that opens a picker, or a box with a popup list, is pressed to open it
    if (readOnly || el.hasAttribute('aria-haspopup') || role === 'combobox') a.push('click');
  } else if (tag !== 'select' && !scrollArea) {
    a.push('click');
  }
  if (tag === 'select' || role === 'listbox') a.push('select');
  if (role === 'checkbox' || role === 'radio' || role === 'switch' || role === 'menuitemcheckbox' || role === 'menuitemradio') a.push('check');
  if (el.hasAttribute('aria-expanded') || tag === 'summary' || tag === 'select' || role === 'combobox' || opensSubmenu(el, role)) a.push('expand');
  if (scrollArea) a.push('scroll');
  return a;
}

/** Where a form's submit button sends the form, as written (its own formaction, else the form's action); none when unwritten. */
function formActionOf(el) {
  const tag = el.localName;
  const submits = (tag === 'button' && (el.getAttribute('type') || 'submit').toLowerCase() === 'submit')
    || (tag === 'input' && /^(submit|image)$/i.test(el.getAttribute('type') || ''));
  if (!submits || !el.form) return null;
  return el.getAttribute('formaction') || el.form.getAttribute('action') || null;
}

/** A name for the form an element belongs to: its id or name attribute, else its place among the forms seen in this look. */
const formNames = new Map();
function formNameOf(f) {
  let n = formNames.get(f);
  if (n === undefined) {
    n = f.id || f.getAttribute('name') || ('form ' + (formNames.size + 1));
    formNames.set(f, n);
  }
  return n;
}

/** The form's default button: the first submit button in tree order, the one Enter in its fields presses. */
function defaultButtonOf(f) {
  return f.querySelector('button:not([type]), button[type=submit], button[type=SUBMIT], input[type=submit], input[type=image]');
}

function hintsOf(el, name) {
  const h = {tag: el.localName};
  // the form a field or button belongs to, and which button Enter in its fields presses (act/safety/KeyCheck)
  const form = el.form || (el.closest ? el.closest('form') : null);
  if (form) {
    h.form = formNameOf(form);
    if (defaultButtonOf(form) === el) h.defaultButton = 'true';
  }
  if (el.id) h.id = el.id;
  const nameAttr = el.getAttribute('name');
  if (nameAttr) h.nameAttr = nameAttr;
  const lt = labelsText(el);
  if (lt) h.labelText = lt;
  const tid = el.getAttribute('data-testid') || el.getAttribute('data-test-id') || el.getAttribute('data-test')
    || el.getAttribute('data-qa') || el.getAttribute('data-cy');
  if (tid) h.testId = tid;
  const ph = el.getAttribute('placeholder');
  if (ph) h.placeholder = ph;
  if (el.localName === 'input') h.type = inputType(el);
  if (opensSubmenu(el, el.getAttribute('role'))) h.opens = 'submenu';
  if (el.localName === 'a' && el.getAttribute('href')) h.href = el.getAttribute('href');
  const fa = formActionOf(el);
  if (fa) h.formAction = fa;
  h.indexPath = indexPath.join('/');
  if (el.getRootNode() !== document) h.shadow = 'open';
  return h;
}

function pathLabel(el, role) {
  if (PATH_ROLES.has(role)) {
    let name = byIds(el, 'aria-labelledby') || norm(el.getAttribute('aria-label'));
    if (!name && (DIALOG_ROLES.has(role) || el.localName === 'dialog' || role === 'group' || role === 'table')) name = nameOf(el, role);
    if (name) return role + ' "' + cut(name, 60) + '"';
    return (role === 'dialog' || role === 'alertdialog') ? role : null;
  }
  return null;
}

/** Children in order, numbering list items and rows among their siblings (sibling links are faster than a live collection). */
function walkChildren(parent) {
  let items = 0, k = 0;
  const repeated = repeatedKeys(parent);
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
    const childRole = roleOf(child);
    indexPath.push(k++);
    const item = repeated !== null && repeated.has(itemKey(child));
    if (item) itemStack.push(child);
    visit(child, NUMBERED_ROLES.has(childRole) ? ++items : 0, childRole);
    if (item) itemStack.pop();
    indexPath.pop();
  }
}

// A field with no name at all, its label written beside it with nothing tying the two (a <span>Genre:</span>
// before the input, a table header cell, a label after it): the short text a person reads as its label —
// the nearest text before it in its own row (up to three containers up, never across another field), else
// the text right after it. It becomes the field's description, marked descFrom "nearby", never its name.
const FIELD_SELECTOR = 'input,select,textarea,button,[contenteditable=""],[contenteditable=true]';
const NEARBY_WORDS = 40;

function nearbyLabelOf(field) {
  for (let n = field, depth = 0; n && n !== document.body && depth < 3; n = n.parentElement, depth++) {
    const before = textBefore(n, depth > 0);
    if (before === null) break; // another field or block comes first: the label, if any, is after it
    if (before) return before;
  }
  let next = field.nextSibling;
  while (next && next.nodeType === 3 && !norm(next.data)) next = next.nextSibling;
  return next ? shortText(next) || '' : '';
}

/** The short text just before {@code n} among its siblings; '' when there is none, null when a field comes first. */
function textBefore(n, outer) {
  for (let p = n.previousSibling; p; p = p.previousSibling) {
    if (p.nodeType === 3) { if (norm(p.data)) return shortText(p); continue; }
    if (p.nodeType !== 1 || !rendered(p)) continue;
    if (p.matches(FIELD_SELECTOR) || p.querySelector(FIELD_SELECTOR)) return null;
    // beside the field's container, only a plain caption (a header cell, a label div), not a block of its own parts
    if (outer && p.childElementCount > 1) return null;
    const t = shortText(p);
    if (t !== '') return t;
  }
  return '';
}

/** A node's text when it is short enough to be a label ('' when it has none, null when it is prose). */
function shortText(node) {
  const t = node.nodeType === 3 ? norm(node.data) : textOf(node, NEARBY_WORDS + 10);
  if (!t) return '';
  return t.length <= NEARBY_WORDS ? t.replace(/[:*\s]+$/, '') : null;
}

// Items a page repeats without saying so (a feed's posts, a contact card, a mail row: <div class="media"> after
// <div class="media">): a control inside one carries the item's first words as hint "item", so a step scoped
// by what an item says ("for the user @dolores", "on all posts by @x") can tell whose control it is.
const ITEM_TAGS = new Set(['div', 'section', 'li', 'tr', 'article']);
const ITEM_WORDS = 80;
const itemStack = [];
const itemTexts = new Map();

function itemKey(el) {
  return el.localName + '.' + (typeof el.className === 'string' ? el.className.trim() : '');
}

/** The tag-and-class keys shared by two or more of the children, or null. */
function repeatedKeys(parent) {
  if (parent.childElementCount < 2) return null;
  const counts = new Map();
  let out = null;
  for (let c = parent.firstElementChild; c; c = c.nextElementSibling) {
    if (!ITEM_TAGS.has(c.localName)) continue;
    const key = itemKey(c);
    // a bare <div> beside a bare <div> is layout; a <li> or <tr> is an item whatever its class
    if (key.endsWith('.') && (c.localName === 'div' || c.localName === 'section')) continue;
    const n = (counts.get(key) || 0) + 1;
    counts.set(key, n);
    if (n === 2) (out || (out = new Set())).add(key);
  }
  return out;
}

function itemTextOf(el) {
  let t = itemTexts.get(el);
  if (t === undefined) { t = cut(textOf(el, ITEM_WORDS + 20), ITEM_WORDS); itemTexts.set(el, t); }
  return t;
}

/** An item's first line as drawn: a post's author line ("Dolores @dolores · 3h"), a mail's sender, a row's first cell. */
const itemHeads = new Map();
function itemHeadOf(el) {
  let t = itemHeads.get(el);
  if (t === undefined) {
    const lines = (el.innerText || '').split('\n').map(norm).filter(function (l) { return l; });
    t = lines.length ? cut(lines[0], ITEM_WORDS) : '';
    itemHeads.set(el, t);
  }
  return t;
}

/**
 * A native list's options, as the accessibility tree shows them: each an option of the list (inside
 * its box, since a closed list draws none), pressed by choosing it. Long lists show their first options only.
 */
function pushOptions(select, item, r) {
  const listLabel = 'combobox' + (item.name ? ' "' + cut(item.name, 60) + '"' : '');
  const options = select.options;
  for (let i = 0; i < options.length; i++) {
    const o = options[i];
    if (o.disabled || o.hidden || (i >= arg.maxOptions && !o.selected)) continue;
    const name = norm(o.label || o.text);
    if (!name) continue;
    const index = look.els.length;
    look.els.push(o);
    look.rects.push(look.rects[item.i]);
    const states = item.states.filter(s => s === 'covered' || s === 'offscreen');
    if (o.selected) states.push('selected');
    const hints = {tag: 'option', indexPath: item.hints.indexPath + '/o' + i, listIndex: String(i)};
    if (o.value) hints.value = o.value;
    if (o.id) hints.id = o.id;
    elements.push({i: index, role: 'option', name: name, x: r.left, y: r.top, w: r.width, h: r.height, states: states,
      actions: ['click'], hints: hints, path: (item.path || []).concat([listLabel])});
  }
}

const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'head', 'noscript', 'link', 'meta', 'br', 'svg']);

function visit(el, ordinal, knownRole) {
  if (SKIPPED_TAGS.has(el.localName)) return;
  if (el.getAttribute('aria-hidden') === 'true' || el.hasAttribute('inert')) return;
  // the cheap check prunes hidden subtrees; candidates get the full one (opacity, visibility) below
  const isRendered = el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0;
  if (!isRendered && getComputedStyle(el).display !== 'contents') return;
  const role = knownRole === undefined ? roleOf(el) : knownRole;

  if (el.localName === 'iframe' || el.localName === 'frame') {
    look.iframes.push(el);
    frames.push({at: elements.length, index: look.iframes.length - 1});
    return;
  }

  let pushed = 0;
  let textBlock = false;
  const label = pathLabel(el, role);
  if (label) { path.push(label); pushed++; }
  if (NUMBERED_ROLES.has(role)) { path.push(role + ' #' + ordinal); pushed++; }

  let candidate = false;
  let covers = false; // a pressable candidate covers what lies inside it; a scroll box does not
  const cursor = isRendered ? getComputedStyle(el).cursor : parentCursor;
  if (isRendered) {
    const scrollArea = isScrollArea(el);
    const byLook = !isCandidate(el, role) && !scrollArea && isClickableByLook(el, cursor);
    candidate = (isCandidate(el, role) || scrollArea || byLook) && !isDisabled(el) && rendered(el);
    if (candidate) {
      const r = el.getBoundingClientRect();
      if (r.width >= 1 && r.height >= 1) {
        const textField = isTextField(el, role) && el.localName !== 'select';
        const finalRole = role || (scrollArea ? 'group' : 'generic');
        // an element clickable by its look is named by its text, as its role (if any) would not
        const name = nameOf(el, finalRole) || (byLook || finalRole === 'generic' ? cut(textOf(el, 300), 200) : '');
        let desc = byIds(el, 'aria-describedby');
        if (!desc && el.getAttribute('title') && norm(el.getAttribute('title')) !== name) desc = norm(el.getAttribute('title'));
        let iconWords = '';
        if (!name && !desc && !textField && !scrollArea) iconWords = desc = iconWordsOf(el);
        let nearby = '';
        if (!name && !desc && (textField || el.localName === 'select')) nearby = desc = nearbyLabelOf(el);
        const index = look.els.length;
        look.els.push(el);
        look.rects.push({x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height});
        // empty fields are left out: the look of a big page crosses two process boundaries
        const item = {i: index, role: finalRole, x: r.left, y: r.top, w: r.width, h: r.height,
          states: statesOf(el, finalRole, r, textField), actions: actionsOf(el, finalRole, textField, scrollArea),
          hints: hintsOf(el, name)};
        if (iconWords) item.hints.descFrom = 'markup';
        if (nearby) item.hints.descFrom = 'nearby';
        // the item it sits in: the nearest repeated container but itself (a menu entry of a post is in the post)
        const within = itemStack[itemStack.length - 1] === el ? itemStack[itemStack.length - 2] : itemStack[itemStack.length - 1];
        if (within) {
          const words = itemTextOf(within);
          if (words) item.hints.item = words;
          const head = itemHeadOf(within);
          if (head) item.hints.itemHead = head;
        }
        if (name) item.name = name;
        if (desc) item.desc = desc;
        const value = valueOf(el, finalRole);
        if (value !== null && value !== undefined) item.value = value;
        if (path.length - pushed > 0) item.path = path.slice(0, path.length - pushed);
        elements.push(item);
        if (el.localName === 'select') pushOptions(el, item, r);
        covers = !scrollArea;
      } else {
        candidate = false;
      }
    }
    if (!candidate && textDepth === 0 && (TEXT_BLOCKS.has(el.localName) || role === 'heading' || role === 'status' || role === 'alert')
        && !el.querySelector(PRESSABLE_SELECTOR) && rendered(el)) {
      pushText(textOf(el, 400));
      textBlock = true;
    } else if (!candidate && textDepth === 0 && !isFormControl(el) && el.localName !== 'button') {
      let own = '';
      for (const n of el.childNodes) if (n.nodeType === 3) own += n.data;
      if (norm(own) && runningText(el)) {
        // "Find the <b>2nd word</b> in the paragraph": one sentence on screen, one line of text
        pushText(textOf(el, 400));
        textBlock = true;
      } else if (norm(own)) pushText(own);
    }
  }
  // text inside a scroll box is the page's text, not a control's name
  const quiets = (candidate && covers) || textBlock;
  if (quiets) textDepth++;
  if (covers) pressDepth++;
  const outerCursor = parentCursor;
  parentCursor = cursor;
  if (el.shadowRoot) { indexPath.push('s'); walkChildren(el.shadowRoot); indexPath.pop(); }
  walkChildren(el);
  parentCursor = outerCursor;
  if (covers) pressDepth--;
  if (quiets) textDepth--;
  for (let i = 0; i < pushed; i++) path.pop();
}

if (document.documentElement) visit(document.documentElement, 0);

let surface = 'window';
if (arg.main) {
  const dialogs = Array.from(document.querySelectorAll('dialog[open],[role=dialog],[role=alertdialog],[aria-modal=true]'))
    .filter(d => rendered(d) && d.getBoundingClientRect().width > 0);
  if (dialogs.length > 0) {
    const d = dialogs[dialogs.length - 1];
    const r = d.getBoundingClientRect();
    const modal = d.getAttribute('aria-modal') === 'true' || (d.localName === 'dialog' && d.matches(':modal'));
    if (d.getAttribute('role') === 'alertdialog') surface = 'alert';
    else if (modal && (r.top <= 4 || (r.width >= 0.9 * vw && r.height >= 0.9 * vh))) surface = 'sheet';
    else surface = 'dialog';
  } else {
    let most = 0;
    for (const c of coverGroups.values()) most = Math.max(most, c);
    if (most >= arg.layerCovers) surface = 'layer';
  }
}

return JSON.stringify({
  title: document.title, url: location.href, scrollX: window.scrollX, scrollY: window.scrollY, vw: vw, vh: vh,
  surface: surface, elements: elements, frames: frames, context: context.slice(0, 400),
  count: document.getElementsByTagName('*').length, jsMillis: performance.now() - started
});
