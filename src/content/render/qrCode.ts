import QRCode from 'qrcode';

/** A QR code as an SVG drawing: its square viewBox size (quiet zone included) and the path of its dark modules. */
export interface QrDrawing {
  size: number;
  path: string;
}

/** Modules of light margin around the code, which readers need to find it. */
const QUIET_ZONE = 2;

/**
 * The QR code of a text (a page's address), encoded by node-qrcode at build time so that no QR
 * code ships to the browser. Each row's runs of dark modules become one stroked path segment
 * ("M x y.5 h run"), the page drawing the path in its own colour with a stroke one module wide.
 */
export function qrCode(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const segments: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      segments.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE + 0.5}h${col - start}`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: segments.join('') };
}
