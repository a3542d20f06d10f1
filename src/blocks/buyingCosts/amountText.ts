import { formatNumber } from '../../ui/format.ts';

/**
 * What visitors type as an amount: "4,995,000", "$4 995 000" and "4995000.50" are all read; anything
 * else is undefined, so the field can say what it expects rather than guess.
 */
export function parseAmount(text: string): number | undefined {
  const plain = text.replace(/[\s,$]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : undefined;
}

/** A rate as typed, "4.29" or "4.29%"; undefined unless it is a number from 0 to 30. */
export function parseRate(text: string): number | undefined {
  const plain = text.replace(/[\s%]/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return undefined;
  const rate = Number(plain);
  return rate <= 30 ? rate : undefined;
}

/** An amount as a field shows it: 4995000 -> "4,995,000". */
export const amountText = (value: number) => formatNumber(value);
