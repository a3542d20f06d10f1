import { renderSvg, subjectFor } from './subjects.ts';
import { rasterise, grainField, weightedJpeg } from './jpeg.ts';
for (const p of ['/media/listings/a/1.jpg','/media/listings/a/2.jpg','/media/listings/a/3.jpg','/media/listings/a/4.jpg','/media/press/x.jpg','/media/team/y.jpg','/media/developments/z.jpg','/media/neighbourhoods/q.jpg','/media/pages/r.jpg']) {
  const s = subjectFor(p)!; if (s.kind !== 'jpeg') continue;
  let t = Date.now(); const svg = renderSvg(p, s.width, s.height, s.scene); const t0 = Date.now() - t;
  t = Date.now(); const r = await rasterise(svg); const t1 = Date.now() - t;
  t = Date.now(); const f = grainField(r, 1); const t2 = Date.now() - t;
  t = Date.now(); const j = await weightedJpeg(r, f); const t3 = Date.now() - t;
  console.log(p, s.label, 'svg', t0, 'raster', t1, 'field', t2, 'tune', t3, j.attempts);
}
