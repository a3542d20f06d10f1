import sharp from 'sharp';
const files = process.argv.slice(3);
const metas = await Promise.all(files.map((f) => sharp(f).metadata()));
const w = 960; const hs = await Promise.all(files.map(async (f) => (await sharp(f).resize(w).toBuffer({resolveWithObject:true})).info.height));
const total = hs.reduce((a, b) => a + b, 0);
let top = 0; const comps = [];
for (let i = 0; i < files.length; i++) { comps.push({ input: await sharp(files[i]).resize(w).toBuffer(), left: 0, top }); top += hs[i]!; }
await sharp({ create: { width: w, height: total, channels: 3, background: '#fff' } }).composite(comps).png().toFile(process.argv[2]!);
void metas;
