import type { Address } from './common.ts';

/*
 * Postal addresses as the site writes them, once: the header, footer and cards draw with these,
 * and the newsletter's consent statement names the mailing address with them. Plain text and no
 * schema, so the design system may call them in the browser (eslint.config.js lets src/ui import
 * this file, and only this file of the model, for its code).
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
