import type { AlertSearch } from '../_shared/alertSearch.ts';
import { describeSearch } from '../_shared/listingAlertEmail.ts';

/**
 * The listing alert's small page: no script, no account; every button is a form that posts back to
 * the same address (the token is in it). Everything shown is escaped.
 */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `body{font:17px/1.5 Georgia,serif;color:#1d2a24;background:#faf8f3;margin:0;padding:2rem 1rem}
main{max-width:36rem;margin:auto}h1{font-weight:400}label{display:block;margin-top:.75rem}
input,select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.5rem 1.25rem;background:#1f4d3a;color:#fff;border:0;cursor:pointer}
form+form{margin-top:1.5rem}`;

export function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    },
  });
}

export const paragraph = (text: string) => `<p>${escape(text)}</p>`;

export const button = (action: string, label: string) =>
  `<form method="post"><input type="hidden" name="action" value="${escape(action)}"><button>${escape(label)}</button></form>`;

/** The alert as it stands, the form to change its search, and its pause and unsubscribe buttons. */
export function managePage(
  search: AlertSearch & { paused: boolean },
  areas: Record<string, string>,
  note = '',
): Response {
  const option = (value: string, label: string, chosen: string | null) =>
    `<option value="${escape(value)}"${chosen === value || (chosen === null && value === '') ? ' selected' : ''}>${escape(label)}</option>`;
  const areaOptions = [['', 'Any area'], ...Object.entries(areas), ['elsewhere', 'Outside our neighbourhood guides']]
    .map(([value, label]) => option(value!, label!, search.area))
    .join('');
  const offerOptions = [
    ['', 'For sale or lease'],
    ['sale', 'For sale'],
    ['lease', 'For lease'],
  ]
    .map(([value, label]) => option(value!, label!, search.offer))
    .join('');
  const number = (name: string, label: string, value: number | null) =>
    `<label>${escape(label)}<input name="${name}" type="number" min="0" inputmode="numeric" value="${value ?? ''}"></label>`;
  const body = [
    note ? paragraph(note) : '',
    paragraph(
      `This alert emails you new ${describeSearch(search, areas)}${search.paused ? '. It is paused.' : ', at most once a day.'}`,
    ),
    `<form method="post"><input type="hidden" name="action" value="change">`,
    `<label>Area<select name="area">${areaOptions}</select></label>`,
    `<label>Sale or lease<select name="offer">${offerOptions}</select></label>`,
    number('min_price', 'Lowest price ($)', search.min_price),
    number('max_price', 'Highest price ($)', search.max_price),
    number('bedrooms', 'Bedrooms, at least', search.bedrooms),
    `<button>Save the search</button></form>`,
    search.paused ? button('resume', 'Resume the alert') : button('pause', 'Pause the alert'),
    button('unsubscribe', 'Unsubscribe from this alert'),
  ];
  return page(200, 'Your listing alert', body.join(''));
}
