/**
 * What a contact message is about: the page a visitor asked from (a listing or a development),
 * carried to /contact in the link's query string, shown on the form and stored with the row
 * (contact_messages.about_path). Plain links, so it works before any JavaScript has loaded.
 */
export interface EnquiryContext {
  /** The site path asked about, e.g. '/listings/84-old-forest-hill'. */
  path: string;
  /** What the visitor sees: "About: 84 Old Forest Hill Road". */
  label: string;
  /** A private showing is offered (listings for sale). */
  showing: boolean;
}

/** The id of the contact page's message form, so a link can bring it into view (a listing's "Book a showing"). */
export const ENQUIRY_FORM_ID = 'send-a-message';

const PATH_PARAM = 'about';
const LABEL_PARAM = 'subject';
const SHOWING_PARAM = 'showing';
/** The query's names, for taking the context out of an address (EnquiryAbout.tsx). */
export const ENQUIRY_PARAMS = [PATH_PARAM, LABEL_PARAM, SHOWING_PARAM];

/** The shape contact_messages_about_path_shape accepts: lower-case slugs under a leading slash. */
const SITE_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;
const PATH_MAX_LENGTH = 200;
const LABEL_MAX_LENGTH = 120;

/** The contact link with the context in its query; links that leave the site stay as they are. */
export function enquiryHref(contactHref: string, context: EnquiryContext): string {
  if (!contactHref.startsWith('/') || contactHref.includes('?') || contactHref.includes('#')) return contactHref;
  const query = new URLSearchParams({ [PATH_PARAM]: context.path, [LABEL_PARAM]: context.label });
  if (context.showing) query.set(SHOWING_PARAM, '1');
  return `${contactHref}?${query.toString()}`;
}

/** The context a contact link carried, or null when there is none or it is not well formed. */
export function readEnquiryContext(search: string): EnquiryContext | null {
  const query = new URLSearchParams(search);
  const path = query.get(PATH_PARAM) ?? '';
  const label = (query.get(LABEL_PARAM) ?? '').trim().slice(0, LABEL_MAX_LENGTH);
  if (path.length > PATH_MAX_LENGTH || !SITE_PATH.test(path)) return null;
  return { path, label: label || path, showing: query.get(SHOWING_PARAM) === '1' };
}
