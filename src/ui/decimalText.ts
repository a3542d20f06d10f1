/*
 * Number text without Intl. Creating the first Intl.NumberFormat in a page costs 15-30 ms in
 * Chromium (it loads the locale data), four times that on a mid-range phone, and the formatters
 * are built while the app starts: the largest task of a page's start-up. The site needs only
 * Canadian English with thousands grouped by commas, which is a few lines. It reads a number as
 * Intl does (its shortest decimal text) and rounds as Intl does (half away from zero), and
 * tests/components/format.test.ts compares the results with Intl's across thousands of values.
 */

/** "1234.5" for 1234.5 and -1234.5; undefined for what has no plain decimal text (1e21, NaN, Infinity). */
function plainDecimal(value: number): string | undefined {
  const text = Math.abs(value).toString();
  return /^\d+(\.\d+)?$/.test(text) ? text : undefined;
}

/** Adds one to a string of digits: "0999" -> "1000", "999" -> "1000". */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** "1234567" -> "1,234,567" */
function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface FractionDigits {
  min: number;
  max: number;
}

/**
 * `value` as en-CA writes it: thousands grouped by commas, rounded half away from zero to at
 * most `max` decimals, trailing zeros dropped down to `min`, and a leading "-" for negative
 * values (including those that round to 0, as Intl writes "-0"). The sign and the digits are
 * returned apart so that a currency symbol can go between them. Undefined when the number has
 * no plain decimal text (very large or not finite): the caller falls back to Intl for those.
 */
export function decimalText(
  value: number,
  { min, max }: FractionDigits,
): { sign: '' | '-'; digits: string } | undefined {
  const text = plainDecimal(value);
  if (text === undefined) return undefined;
  let [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > max) {
    const roundsUp = fraction[max]! >= '5';
    fraction = fraction.slice(0, max);
    if (roundsUp) {
      const rounded = incrementDigits(whole + fraction);
      whole = rounded.slice(0, rounded.length - max);
      fraction = rounded.slice(rounded.length - max);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return { sign, digits: fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole) };
}
