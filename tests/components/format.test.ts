import { describe, expect, it } from 'vitest';
import { formatCad, formatDate, formatDecimal, formatNumber, formatPercent, formatPrice } from '../../src/ui/format.ts';
import { formatAddress } from '../../src/model/address.ts';
import { telHref } from '../../src/ui/formatAddress.ts';

describe('price formatting', () => {
  it('formats an amount in Canadian dollars without cents', () => {
    expect(formatPrice({ kind: 'amount', amount: 5995000, currency: 'CAD' })).toBe('$5,995,000');
    expect(formatPrice({ kind: 'amount', amount: 5995000, currency: 'CAD' }, 'sale')).toBe('$5,995,000');
  });

  it('formats a lease as a monthly rent', () => {
    expect(formatPrice({ kind: 'amount', amount: 14500, currency: 'CAD' }, 'lease')).toBe('$14,500 / month');
  });

  it('shows Price Upon Request whatever the offer', () => {
    expect(formatPrice({ kind: 'uponRequest' })).toBe('Price Upon Request');
    expect(formatPrice({ kind: 'uponRequest' }, 'lease')).toBe('Price Upon Request');
  });

  it('keeps cents only when there are some', () => {
    expect(formatCad(221000)).toBe('$221,000');
    expect(formatCad(1234.5)).toBe('$1,234.50');
  });
});

describe('statistics and dates', () => {
  it('formats counts, decimals and shares', () => {
    expect(formatNumber(19791)).toBe('19,791');
    expect(formatDecimal(43.2)).toBe('43.2');
    expect(formatDecimal(43)).toBe('43');
    expect(formatDecimal(2.5)).toBe('2.5');
    expect(formatPercent(42.5)).toBe('42.5%');
    expect(formatPercent(38)).toBe('38%');
  });

  it('writes ISO dates in full, in UTC', () => {
    expect(formatDate('2023-11-02')).toBe('November 2, 2023');
    expect(formatDate('2024-01-01')).toBe('January 1, 2024');
  });

  it('formats addresses and phone links', () => {
    expect(
      formatAddress({
        street: '128 Cumberland Street',
        unit: 'Suite 400',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5R 1A6',
      }),
    ).toBe('128 Cumberland Street, Suite 400, Toronto, ON M5R 1A6');
    expect(telHref('416-555-0101')).toBe('tel:+14165550101');
  });
});

describe('numbers are written as Intl writes them, without Intl', () => {
  // The formatters avoid Intl for speed (see src/site/decimalText.ts); Intl stays the reference.
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-CA', options);
  const cad = (digits: number) =>
    intl({
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const upTo = (digits: number) => intl({ minimumFractionDigits: 0, maximumFractionDigits: digits });
  const percent = intl({ style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 1 });

  // Every value with up to three decimals from -1,000 to 1,000 around the rounding points,
  // powers of ten and their neighbours, ties (x.5, x.05, x.005), large amounts and negative zero.
  const values: number[] = [
    0,
    -0,
    0.5,
    -0.5,
    1.005,
    2.675,
    1e15 + 0.5,
    123456789.05,
    9999.995,
    99999999,
    1e20,
    0.0000001,
    -0.04,
  ];
  for (let i = -1000; i <= 1000; i++) values.push(i * 1.001, i / 8, i / 200, i * 997.5, i * 12345.678);
  for (let exponent = 0; exponent <= 20; exponent++)
    values.push(10 ** exponent, 10 ** exponent - 1, 10 ** exponent + 0.5, 10 ** -exponent);

  it('formatDecimal and formatNumber match Intl for every value', () => {
    const [upTo0, upTo1, upTo2] = [upTo(0), upTo(1), upTo(2)];
    const mismatches = values.flatMap((v) =>
      [
        [formatDecimal(v), upTo1.format(v)],
        [formatDecimal(v, 2), upTo2.format(v)],
        [formatNumber(v), upTo0.format(v)],
      ]
        .filter(([ours, theirs]) => ours !== theirs)
        .map(([ours, theirs]) => `${v}: ${ours} vs Intl ${theirs}`),
    );
    expect(mismatches).toEqual([]);
  });

  it('formatPercent rounds the share as written, where Intl rounds the share divided by 100', () => {
    // Intl's percent style takes 86.85 / 100 = 0.8684999… and writes "86.8%"; a person reading
    // 86.85 in the data expects "86.9%". Otherwise the two agree on every share.
    expect(formatPercent(86.85)).toBe('86.9%');
    expect(percent.format(86.85 / 100)).toBe('86.8%');
    const shares = Array.from({ length: 20001 }, (_, i) => (i - 10000) / 100);
    const upTo1 = upTo(1);
    expect(shares.filter((s) => formatPercent(s) !== `${upTo1.format(s)}%`)).toEqual([]);
    const awayFromTies = shares.filter((s) => Math.round(Math.abs(s) * 100) % 10 !== 5);
    expect(awayFromTies.filter((s) => formatPercent(s) !== percent.format(s / 100))).toEqual([]);
  });

  it('formatCad matches Intl for whole amounts and amounts with cents', () => {
    const amounts = values.filter((v) => Math.abs(v) < 1e15);
    const [whole, cents] = [cad(0), cad(2)];
    const mismatches = amounts.filter((v) => formatCad(v) !== (Number.isInteger(v) ? whole : cents).format(v));
    expect(mismatches).toEqual([]);
  });

  it('falls back to Intl for numbers with no plain decimal text', () => {
    expect(formatNumber(1e21)).toBe(upTo(0).format(1e21));
    expect(formatCad(1e21)).toBe(cad(0).format(1e21));
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });

  it('writes every month of a date in full', () => {
    const dateFormat = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, '0')}-28`;
      const parts = dateFormat.formatToParts(new Date(`${iso}T00:00:00Z`));
      const part = (type: string) => parts.find((p) => p.type === type)?.value;
      expect(formatDate(iso)).toBe(`${part('month')} ${part('day')}, ${part('year')}`);
    }
    expect(formatDate('not a date')).toBe('not a date');
  });
});
