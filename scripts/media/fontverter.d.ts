/** fontverter ships no types; the one call the stand-ins make (typeset.ts). */
declare module 'fontverter' {
  const fontverter: {
    /** Converts a font file between formats (WOFF2 to TrueType for HarfBuzz here). */
    convert(font: Buffer | Uint8Array, to: 'truetype' | 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
