/*
 * Phone numbers as the site links them. Apart from the amounts and dates of format.ts: the header
 * draws with this on every page, and those are drawn only by the blocks that show prices and
 * figures, so neither file makes a page load the other's code. Postal addresses are written by
 * src/model/address.ts, which the newsletter's consent statement uses too.
 */

/** A phone number as a tel: link target: "416-555-0101" -> "tel:+14165550101". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}
