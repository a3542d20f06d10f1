import sharp from 'sharp';
const [file, out, mode] = process.argv.slice(2);
if (mode === 'crop') await sharp(file!).extract({ left: 900, top: 600, width: 700, height: 500 }).png().toFile(out!);
else await sharp(file!).resize(1200).png().toFile(out!);
