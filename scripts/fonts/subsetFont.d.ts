/** subset-font 2.9 ships no types, and @types/subset-font (2.3) predates keepFeatures. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType feature tags to keep; every feature when left out. */
    keepFeatures?: string[];
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
