import type { Address, Price } from '../content/schemas/common.ts';

/*
 * The one place amounts, statistics and dates are formatted for display. Every formatter
 * uses 'en-CA' with explicit options (and UTC for dates) so that the pre-rendered HTML and
 * the browser's first render produce the same text.
 */

const LOCALE = 'en-CA';

const cadWhole = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const cadCents = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 5995000 -> "$5,995,000"; an amount with cents keeps them: 1234.5 -> "$1,234.50". */
export function formatCad(amount: number): string {
  return (Number.isInteger(amount) ? cadWhole : cadCents).format(amount);
}

export const PRICE_UPON_REQUEST = 'Price Upon Request';
export const PER_MONTH = ' / month';

/** A sale price "$5,995,000", a monthly rent "$14,500 / month", or "Price Upon Request". */
export function formatPrice(price: Price, offer: 'sale' | 'lease' = 'sale'): string {
  if (price.kind === 'uponRequest') return PRICE_UPON_REQUEST;
  const amount = formatCad(price.amount);
  return offer === 'lease' ? `${amount}${PER_MONTH}` : amount;
}

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: true });

/** 19791 -> "19,791" (rounded to a whole number). */
export function formatNumber(value: number): string {
  return integer.format(value);
}

const decimals = new Map<number, Intl.NumberFormat>();

/** 43.2 -> "43.2"; at most `digits` decimals, trailing zeros dropped (43 -> "43"). */
export function formatDecimal(value: number, digits = 1): string {
  let f = decimals.get(digits);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: digits, useGrouping: true });
    decimals.set(digits, f);
  }
  return f.format(value);
}

const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** A share given in percent (0-100): 42.5 -> "42.5%". */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}

/** 12400 -> "12,400 sq. ft." */
export function formatSquareFeet(value: number): string {
  return `${formatNumber(value)} sq. ft.`;
}

const dateParts = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/**
 * An ISO date "2023-11-02" -> "November 2, 2023". Read and written in UTC so the day never
 * shifts with the visitor's time zone; assembled from parts so the order is fixed whatever
 * the runtime's locale data says.
 */
export function formatDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = dateParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

/** "128 Cumberland Street, Suite 400" */
export function formatStreetLine(address: Address): string {
  return address.unit ? `${address.street}, ${address.unit}` : address.street;
}

/** "Toronto, ON M5R 1A6" */
export function formatLocality(address: Pick<Address, 'city' | 'province' | 'postalCode'>): string {
  return `${address.city}, ${address.province} ${address.postalCode}`;
}

/** The two lines of a postal address. */
export function formatAddressLines(address: Address): [string, string] {
  return [formatStreetLine(address), formatLocality(address)];
}

/** "128 Cumberland Street, Suite 400, Toronto, ON M5R 1A6" */
export function formatAddress(address: Address): string {
  return formatAddressLines(address).join(', ');
}

/** A phone number as a tel: link target: "416-555-0101" -> "tel:+14165550101". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}
