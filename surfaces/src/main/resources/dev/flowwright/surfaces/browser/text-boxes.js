// The text of the main frame in blocks, each with the boxes its text is drawn in within the viewport (page
// coordinates): a picture paints over the blocks whose text shows a secret. Text nodes are grouped by their
// nearest block ancestor, so "4111 <b>1111</b> 1111 1111" is one text.
const blocks = new Map();
const vw = innerWidth, vh = innerHeight, sx = scrollX, sy = scrollY;
const blockCache = new Map();
const blockOf = el => {
  if (blockCache.has(el)) return blockCache.get(el);
  const d = getComputedStyle(el).display;
  const block = (!d.startsWith('inline') && d !== 'contents') || !el.parentElement ? el : blockOf(el.parentElement);
  blockCache.set(el, block);
  return block;
};
const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
const range = document.createRange();
let n = 0;
for (let t = walker.nextNode(); t && n < arg.maxNodes; t = walker.nextNode(), n++) {
  if (!t.data.trim() || !t.parentElement) continue;
  const block = blockOf(t.parentElement);
  let b = blocks.get(block);
  if (!b) { b = {text: '', boxes: []}; blocks.set(block, b); }
  b.text += t.data;
  range.selectNodeContents(t);
  for (const r of range.getClientRects()) {
    if (r.width < 1 || r.height < 1 || r.right < 0 || r.bottom < 0 || r.left > vw || r.top > vh) continue;
    b.boxes.push([r.left + sx, r.top + sy, r.width, r.height]);
  }
}
return JSON.stringify({complete: n < arg.maxNodes, blocks: Array.from(blocks.values()).filter(b => b.boxes.length > 0)});
