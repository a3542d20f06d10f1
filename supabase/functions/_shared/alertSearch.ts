/**
 * A listing alert's search in words, the one sentence for every place that shows it: the form on
 * /listings (src/forms/ListingAlertForm.tsx), the alert's emails and its page. It imports nothing,
 * so the browser's build and Deno both take it as it is (the only code of supabase/functions the
 * site's source may import: eslint.config.js).
 */

/** An alert's search as the database keeps it; null is "any". */
export interface AlertSearch {
  area: string | null;
  min_price: number | null;
  max_price: number | null;
  bedrooms: number | null;
  offer: 'sale' | 'lease' | null;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-CA')}`;

/**
 * "homes for sale in Rosedale, $2,000,000 to $5,000,000, 3+ bedrooms". `where` is the area's
 * part ("in Rosedale", "outside our neighbourhood guides"), named by the caller: the page names
 * areas from its own list, the emails from the site's guides.
 */
export function searchInWords(search: AlertSearch, where?: string): string {
  const kind = search.offer === 'sale' ? 'homes for sale' : search.offer === 'lease' ? 'homes for lease' : 'homes';
  const parts = [where ? `${kind} ${where}` : kind];
  if (search.min_price !== null && search.max_price !== null)
    parts.push(`${dollars(search.min_price)} to ${dollars(search.max_price)}`);
  else if (search.min_price !== null) parts.push(`from ${dollars(search.min_price)}`);
  else if (search.max_price !== null) parts.push(`up to ${dollars(search.max_price)}`);
  if (search.bedrooms !== null) parts.push(`${search.bedrooms}+ bedrooms`);
  return parts.join(', ');
}
