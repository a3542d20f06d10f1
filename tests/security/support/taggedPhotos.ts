/**
 * Photos as a phone or camera writes them, made in the tests (no committed fixture): the GPS
 * position of the home, the camera's serial number, and what a scan of a published file looks for.
 */
import sharp from 'sharp';

/** 43°41'N 79°24'W: Forest Hill, Toronto. */
const gps = { GPSLatitudeRef: 'N', GPSLatitude: '43/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 24/1 0/1' };

const gpsXmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="43,41.0N" exif:GPSLongitude="79,24.0W"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7d8a6a' } });

/** A phone's photo: EXIF GPS and XMP GPS, the camera's serial number, stored sideways (orientation 6). */
export const phonePhoto = (format: 'jpeg' | 'png' | 'webp' | 'tiff', width = 2400, height = 1600) =>
  canvas(width, height)
    .toFormat(format, format === 'jpeg' ? { quality: 40 } : {})
    .withExif({ IFD0: { Make: 'Phone', Model: 'Test' }, IFD2: { BodySerialNumber: 'SN-4412-0098' }, IFD3: gps })
    .withXmp(gpsXmp)
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A camera's photo the check lets through: make, model, date and the photographer's name, but no position or serial. */
export const cameraPhoto = (width = 2400, height = 1600) =>
  canvas(width, height)
    .jpeg({ quality: 40 })
    .withExif({
      IFD0: { Make: 'Camera', Model: 'Test', Artist: 'Photographer', DateTime: '2026:11:02 10:15:00' },
      IFD2: { DateTimeOriginal: '2026:11:02 10:15:00' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="Camera Test"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();

/** The EXIF tags a published photo must never carry, as both byte orders write them in a TIFF directory entry. */
const forbiddenTags = {
  'GPS directory (0x8825)': 0x8825,
  'BodySerialNumber (0xA431)': 0xa431,
  'LensSerialNumber (0xA435)': 0xa435,
};

/**
 * What a published image gives away, read with sharp (EXIF, XMP, IPTC as libvips finds them) and
 * from its raw bytes ("exif:GPS" in any XMP, the GPS and serial tags in any EXIF directory).
 */
export async function leaksIn(bytes: Buffer): Promise<string[]> {
  const meta = await sharp(bytes).metadata();
  const leaks: string[] = [];
  const exif = meta.exif;
  if (exif)
    for (const [name, tag] of Object.entries(forbiddenTags)) {
      const be = Buffer.from([tag >> 8, tag & 0xff]);
      const le = Buffer.from([tag & 0xff, tag >> 8]);
      // A directory entry: the tag, then its type (LONG 4 for the GPS pointer, ASCII 2 for a serial).
      for (const order of [be, le])
        for (let at = exif.indexOf(order); at >= 0; at = exif.indexOf(order, at + 1)) {
          const type = exif.subarray(at + 2, at + 4);
          if ([2, 4].some((t) => type.equals(Buffer.from(order === be ? [0, t] : [t, 0])))) leaks.push(`EXIF ${name}`);
        }
    }
  // An orientation-only EXIF (the one tag the build keeps) is 32 bytes as sharp reports it; more is camera data.
  if (exif && exif.length > 40) leaks.push(`EXIF data (${exif.length} bytes)`);
  if (meta.xmp) leaks.push('XMP data');
  if (meta.iptc) leaks.push('IPTC data');
  if (/exif:GPS|GPSLatitude|SerialNumber/.test(bytes.toString('latin1'))) leaks.push('GPS or serial number text');
  // Anything in EXIF beyond the orientation: the camera, the date, the photographer.
  if (exif && /Phone|Camera|Photographer|2026:11/.test(exif.toString('latin1'))) leaks.push('camera or date in EXIF');
  return [...new Set(leaks)];
}
