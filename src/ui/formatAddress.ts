import type { Address } from '../model/common.ts';

/*
 * Addresses and phone numbers as the site writes them. Apart from the amounts and dates of
 * format.ts: the header draws with these on every page, and those are drawn only by the blocks
 * that show prices and figures, so neither file makes a page load the other's code.
 */

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
