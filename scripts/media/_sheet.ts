import sharp from 'sharp';
const [out, colsArg, ...files] = process.argv.slice(2);
const cols = Number(colsArg); const tw = 400, th = 267;
const tiles = await Promise.all(files.map((f) => sharp(f).resize(tw, th, { fit: 'contain', background: '#fff' }).toBuffer()));
const rows = Math.ceil(files.length / cols);
await sharp({ create: { width: tw * cols, height: th * rows, channels: 3, background: '#fff' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * tw, top: Math.floor(i / cols) * th }))).png().toFile(out!);
