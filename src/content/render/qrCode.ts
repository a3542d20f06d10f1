import QRCode from 'qrcode';

/** A QR code as an SVG drawing: its square viewBox size (quiet zone included) and the path of its dark modules. */
export interface QrDrawing {
  size: number;
  path: string;
}

/** A QR code's modules as node-qrcode laid them out: size × size, row by row, 1 for dark. */
export interface QrModules {
  size: number;
  dark: Uint8Array;
}

/** The error correction every code uses; part of what a cache of codes is keyed by (scripts/siteBuild/qrCodeCache.ts). */
export const QR_ERROR_CORRECTION = 'M';

/** Modules of light margin around the code, which readers need to find it. */
const QUIET_ZONE = 2;

/** Encodes a text with node-qrcode, which scores its eight masks and keeps the best (most of the cost). */
export function qrModules(text: string): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return { size: modules.size, dark: modules.data };
}

/**
 * Each row's runs of dark modules become one stroked path segment ("M x y.5 h run"), the page
 * drawing the path in its own colour with a stroke one module wide.
 */
export function qrDrawing({ size, dark }: QrModules): QrDrawing {
  const segments: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size;) {
      if (!dark[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && dark[row * size + col]) col++;
      segments.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE + 0.5}h${col - start}`);
    }
  }
  return { size: size + 2 * QUIET_ZONE, path: segments.join('') };
}

/** The QR code of a text (a page's address), encoded at build time so that no QR code ships to the browser. */
export const qrCode = (text: string): QrDrawing => qrDrawing(qrModules(text));
