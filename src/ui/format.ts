import type { Price } from '../model/common.ts';
import { type FractionDigits, decimalText } from './decimalText.ts';

/*
 * The one place amounts, statistics and dates are formatted for display (addresses and phone
 * numbers: formatAddress.ts), in Canadian English
 * (en-CA) and UTC, so that the pre-rendered HTML and the browser's first render produce the
 * same text. Numbers are written by decimalText.ts rather than Intl (see there why); Intl is
 * created only for the rare number that has no plain decimal text, such as 1e21.
 */

const LOCALE = 'en-CA';

const intlFallbacks = new Map<string, Intl.NumberFormat>();
function intlFormat(value: number, options: Intl.NumberFormatOptions): string {
  const key = JSON.stringify(options);
  let formatter = intlFallbacks.get(key);
  if (!formatter) intlFallbacks.set(key, (formatter = new Intl.NumberFormat(LOCALE, options)));
  return formatter.format(value);
}

function formatAmount(value: number, digits: FractionDigits): string {
  const text = decimalText(value, digits);
  if (!text)
    return intlFormat(value, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits.min,
      maximumFractionDigits: digits.max,
    });
  return `${text.sign}$${text.digits}`;
}

/** 5995000 -> "$5,995,000"; an amount with cents keeps them: 1234.5 -> "$1,234.50". */
export function formatCad(amount: number): string {
  return formatAmount(amount, Number.isInteger(amount) ? { min: 0, max: 0 } : { min: 2, max: 2 });
}

const PRICE_UPON_REQUEST = 'Price Upon Request';
const PER_MONTH = ' / month';

/** A sale price "$5,995,000", a monthly rent "$14,500 / month", or "Price Upon Request". */
export function formatPrice(price: Price, offer: 'sale' | 'lease' = 'sale'): string {
  if (price.kind === 'uponRequest') return PRICE_UPON_REQUEST;
  const amount = formatCad(price.amount);
  return offer === 'lease' ? `${amount}${PER_MONTH}` : amount;
}

/** 43.2 -> "43.2"; at most `digits` decimals, trailing zeros dropped (43 -> "43"). */
export function formatDecimal(value: number, digits = 1): string {
  const text = decimalText(value, { min: 0, max: digits });
  return text
    ? text.sign + text.digits
    : intlFormat(value, { minimumFractionDigits: 0, maximumFractionDigits: digits });
}

/** 19791 -> "19,791" (rounded to a whole number). */
export function formatNumber(value: number): string {
  return formatDecimal(value, 0);
}

/** A share given in percent (0-100): 42.5 -> "42.5%". */
export function formatPercent(value: number): string {
  return `${formatDecimal(value, 1)}%`;
}

/** 12400 -> "12,400 sq. ft." */
function formatSquareFeet(value: number): string {
  return `${formatNumber(value)} sq. ft.`;
}

/** The words after the counts on a home's card, e.g. { bedrooms: "BD", bathrooms: "BA" }: content, so the team chooses them. */
export interface RoomWords {
  bedrooms: string;
  bathrooms: string;
}

/** The words of the portfolio's cards (the specification's "BD" and "BA"), for cards whose block names none. */
export const ROOM_WORDS: RoomWords = { bedrooms: 'BD', bathrooms: 'BA' };

/**
 * The one way a card writes a home's rooms and size, as its parts in order: 5 bedrooms, 6.5
 * bathrooms and 5,200 sq. ft. -> ["5 BD", "6.5 BA", "5,200 sq. ft."] (a card sets them with a
 * dot between; `roomsText` joins them so). A home without a known size shows its rooms only.
 */
export function roomsAndSize(
  home: { bedrooms: number; bathrooms: number; squareFeet?: number | undefined },
  words: RoomWords,
): string[] {
  return [
    `${formatDecimal(home.bedrooms)} ${words.bedrooms}`,
    `${formatDecimal(home.bathrooms)} ${words.bathrooms}`,
    ...(home.squareFeet === undefined ? [] : [formatSquareFeet(home.squareFeet)]),
  ];
}

/** The same as one line of text: "5 BD · 6.5 BA · 5,200 sq. ft.". */
export const roomsText = (...args: Parameters<typeof roomsAndSize>) => roomsAndSize(...args).join(' · ');

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * An ISO date "2023-11-02" -> "November 2, 2023". Read in UTC so the day never shifts with
 * the visitor's time zone.
 */
export function formatDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
