// Finds where to press the empty layer the last press reported (or, failing that, the empty layer in
// the middle of the view) so that nothing pressable lies beneath the spot: as a person clicks outside
// a popup. Returns {x, y, cover} in this frame's viewport, or {none, why}.
const look = window.__fwLook;
let layer = look && look.cover && look.cover.isConnected ? look.cover : null;
if (!layer) {
  const hit = hitAt(window.innerWidth / 2, window.innerHeight / 2);
  if (hit) { const l = layerOf(hit); if (l !== document.body && l !== document.documentElement && isEmptyLayer(l)) layer = l; }
}
if (!layer) return JSON.stringify({none: true, why: 'nothing covers the page'});
const r = layer.getBoundingClientRect();
const left = Math.max(r.left, 0), top = Math.max(r.top, 0);
const right = Math.min(r.right, window.innerWidth), bottom = Math.min(r.bottom, window.innerHeight);
const points = [];
const inset = 6;
for (const fy of [0, 1, 0.5]) for (const fx of [0, 1, 0.5]) {
  points.push([left + inset + fx * (right - left - 2 * inset), top + inset + fy * (bottom - top - 2 * inset)]);
}
for (let gy = 1; gy < 8; gy++) for (let gx = 1; gx < 8; gx++) points.push([left + gx * (right - left) / 8, top + gy * (bottom - top) / 8]);
for (const [x, y] of points) {
  const stack = document.elementsFromPoint(x, y);
  if (stack.length === 0 || !deepContains(layer, stack[0])) continue;
  const beneath = stack.find(e => !deepContains(layer, e));
  let pressable = false;
  for (let n = beneath; n && n !== document.body; n = parentOf(n)) if (n.nodeType === 1 && isPressable(n)) { pressable = true; break; }
  if (!pressable) return JSON.stringify({x: x, y: y, cover: describeCover(layer).text});
}
return JSON.stringify({none: true, why: 'every spot of the layer lies over something pressable'});
