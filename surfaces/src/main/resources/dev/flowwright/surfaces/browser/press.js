// Prepares a press on element arg.index of the look arg.token: scrolls it into view, corrects the click
// point by how far the page actually scrolled since the look, and hit-tests that point.
// Returns {ok, x, y, scrolledBy} in this frame's viewport, {stale, why}, {covered, cover, empty},
// or {clickedThrough} when a card's own layer lies over its link (docs/browser.md#pressing) and arg.clickThrough allows it.
const look = window.__fwLook;
if (!look || look.token !== arg.token) return JSON.stringify({stale: true, why: 'the page changed since the look'});
const picked = look.els[arg.index];
if (!picked || !picked.isConnected) return JSON.stringify({stale: true, why: 'the element is no longer on the page'});
// an option of a native list is pressed by choosing it; the list itself is what must be reachable
const list = picked.localName === 'option' ? picked.closest('select') : null;
if (list && list.disabled) return JSON.stringify({covered: true, cover: 'nothing: the list is disabled', empty: false});
const el = list || picked;
let r = el.getBoundingClientRect();
const inView = r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
if (!inView || clippedByBox(el, r)) el.scrollIntoView({block: 'center', inline: 'nearest', behavior: 'instant'});
const was = look.rects[arg.index];
// the element's page position at the look, moved by the page's scroll since: where it is now
let x = was.x + was.w / 2 - window.scrollX;
let y = was.y + was.h / 2 - window.scrollY;
r = el.getBoundingClientRect();
if (!(x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) || x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
  // the element moved inside the page as well (a scrolled box, a layout shift): its live box decides
  const p = pressPoint(r);
  if (!p) return JSON.stringify({covered: true, cover: 'the edge of the page (it could not be scrolled into view)', empty: false});
  x = p.x; y = p.y;
}
const hit = hitAt(x, y);
if (!hit || reaches(hit, el)) {
  if (list) {
    if (list.multiple) picked.selected = !picked.selected; else list.selectedIndex = picked.index;
    list.dispatchEvent(new Event('input', {bubbles: true}));
    list.dispatchEvent(new Event('change', {bubbles: true}));
    return JSON.stringify({chose: true});
  }
  return JSON.stringify({ok: true, x: x, y: y});
}
const cover = describeCover(hit);
const modalOpen = Array.from(document.querySelectorAll('dialog[open],[aria-modal=true],[role=dialog],[role=alertdialog]')).some(rendered);
if (arg.clickThrough && !modalOpen && sameCard(el, hit)) {
  el.click();
  return JSON.stringify({clickedThrough: true, cover: cover.text});
}
look.cover = cover.empty ? layerOf(hit) : hit;
return JSON.stringify({covered: true, cover: cover.text, empty: cover.empty});

// In the window but cut off by a box that scrolls or clips (a feed in a 150-pixel panel): the point at its
// place in the window is not on it, so it is scrolled into its box's view first.
function clippedByBox(node, box) {
  for (let a = node.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
    const cs = getComputedStyle(a);
    if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
    const b = a.getBoundingClientRect();
    if (box.top < b.top || box.bottom > b.bottom || box.left < b.left || box.right > b.right) return true;
  }
  return false;
}
