import { describe, expect, it } from 'vitest';
import { formatAddress, formatCad, formatDate, formatDecimal, formatNumber, formatPercent, formatPrice, telHref } from '../../src/site/format.ts';

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
    expect(formatAddress({ street: '128 Cumberland Street', unit: 'Suite 400', city: 'Toronto', province: 'ON', postalCode: 'M5R 1A6' })).toBe(
      '128 Cumberland Street, Suite 400, Toronto, ON M5R 1A6',
    );
    expect(telHref('416-555-0101')).toBe('tel:+14165550101');
  });
});
