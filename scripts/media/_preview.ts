// Temporary: renders scenes to small PNGs for a visual check.
import sharp from 'sharp';
import { createRng } from './random.ts';
import { sceneContext, svgDocument } from './svg.ts';
const [mod, fn, count, wArg, hArg] = process.argv.slice(2);
const scenes = await import(`./scenes/${mod}.ts`);
const w = Number(wArg ?? 2400), h = Number(hArg ?? 1600);
const tiles: Buffer[] = [];
for (let i = 0; i < Number(count ?? 4); i++) {
  const t = Date.now();
  const svg = svgDocument(w, h, scenes[fn!](sceneContext(w, h, createRng(`preview-${fn}-${i}`))));
  tiles.push(await sharp(Buffer.from(svg)).resize(600).png().toBuffer());
  console.log(i, Date.now() - t, 'ms', svg.length, 'chars');
}
const th = Math.round(600 * h / w);
const cols = 2, rows = Math.ceil(tiles.length / cols);
await sharp({ create: { width: 600 * cols, height: th * rows, channels: 3, background: '#ffffff' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * 600, top: Math.floor(i / cols) * th })))
  .png().toFile(`/tmp/proto/${fn}.png`);
