/**
 * The database's rows, written once: what the browser's forms insert and what the outbox's claim
 * functions hand the senders. The browser (src/forms, type-only), the functions and the local
 * notifier all use these types; tests/localSupabase/rows.test.ts reads the migrated schema and
 * refuses any difference in column, type or nullability. A column added in SQL therefore fails
 * that test until it is listed here, and once listed, every place that builds the row fails the
 * type check until it fills the column in. Plain data, so Deno, Node and the browser read it alike.
 */

/** The SQL types these rows use; a trailing `?` marks a nullable column. */
type SqlType = 'text' | 'text[]' | 'integer' | 'bigint' | 'numeric' | 'timestamptz' | 'jsonb';
type ColumnSpec = SqlType | `${SqlType}?`;

/** What each SQL type is in JSON as sent: numeric is written as a number. */
interface Written {
  text: string;
  'text[]': string[];
  integer: number;
  bigint: number;
  numeric: number;
  timestamptz: string;
  /** Its shape is the SQL's to say (jsonb_build_object): the type that reads it narrows it. */
  jsonb: unknown;
}
/** …and as read back: PostgREST and PGlite may hand numeric over as a string. */
type Read = Omit<Written, 'numeric'> & { numeric: number | string };

type Value<Spec, Types> = Spec extends `${infer Base extends SqlType}?`
  ? Types[Base & keyof Types] | null
  : Types[Spec & keyof Types];

/** Every column is present: a nullable one the visitor left empty is null, never missing. */
type InsertOf<Spec> = { [Column in keyof Spec]: Value<Spec[Column], Written> };
type ReadOf<Spec> = { [Column in keyof Spec]: Value<Spec[Column], Read> };

/** The columns anon may insert into each table, exactly as its GRANT INSERT (…) lists them. */
export const INSERTS = {
  contact_messages: {
    name: 'text',
    email: 'text',
    phone: 'text?',
    interest: 'text?',
    message: 'text?',
    about_path: 'text?',
    showing_days: 'text[]?',
    showing_time: 'text?',
    /** The honeypot: the database stores a row that fills it as spam and answers as usual. */
    website: 'text?',
  },
  newsletter_signups: {
    email: 'text',
    /** These two are nullable in SQL (rows from before the columns); the form always sends both. */
    consent_statement: 'text?',
    source_path: 'text?',
    website: 'text?',
  },
  valuation_requests: {
    street: 'text',
    postal_code: 'text',
    property_type: 'text',
    bedrooms: 'integer',
    bathrooms: 'numeric',
    square_feet: 'integer?',
    timeline: 'text',
    name: 'text',
    email: 'text',
    phone: 'text?',
    notes: 'text?',
    website: 'text?',
  },
  listing_alerts: {
    email: 'text',
    /** A search's filters: null is "any". */
    area: 'text?',
    min_price: 'bigint?',
    max_price: 'bigint?',
    bedrooms: 'integer?',
    offer: 'text?',
    consent_statement: 'text?',
    source_path: 'text?',
    website: 'text?',
  },
} as const satisfies Record<string, Record<string, ColumnSpec>>;

/** What every claim of a listing alert's outbox returns first: the alert, its token and its search. */
const ALERT_CLAIM = {
  alert_id: 'bigint',
  attempts: 'integer',
  email: 'text',
  token: 'text',
  area: 'text?',
  min_price: 'bigint?',
  max_price: 'bigint?',
  bedrooms: 'integer?',
  offer: 'text?',
} as const;

/** The columns each public.claim_…() function returns, in order (its RETURNS TABLE). */
export const CLAIMS = {
  claim_enquiry_notifications: {
    message_id: 'bigint',
    attempts: 'integer',
    created_at: 'timestamptz',
    name: 'text',
    email: 'text',
    phone: 'text?',
    interest: 'text?',
    message: 'text?',
    about_path: 'text?',
    showing_days: 'text[]?',
    showing_time: 'text?',
  },
  claim_valuation_notifications: {
    request_id: 'bigint',
    attempts: 'integer',
    created_at: 'timestamptz',
    street: 'text',
    postal_code: 'text',
    property_type: 'text',
    bedrooms: 'integer',
    bathrooms: 'numeric',
    square_feet: 'integer?',
    timeline: 'text',
    name: 'text',
    email: 'text',
    phone: 'text?',
    notes: 'text?',
  },
  claim_welcome_emails: {
    signup_id: 'bigint',
    attempts: 'integer',
    email: 'text',
    consented_at: 'timestamptz',
    token: 'text',
  },
  claim_newsletter_confirmations: {
    signup_id: 'bigint',
    attempts: 'integer',
    email: 'text',
    token: 'text',
  },
  claim_listing_alert_confirmations: ALERT_CLAIM,
  claim_listing_alert_emails: {
    ...ALERT_CLAIM,
    /** The homes queued since the last email, one card each. */
    homes: 'jsonb',
  },
  claim_listing_alert_questions: {
    ...ALERT_CLAIM,
    /** The settings (private.form_limits) the question states. */
    quiet_days: 'integer',
    pause_after_days: 'integer',
  },
} as const satisfies Record<string, Record<string, ColumnSpec>>;

export type ContactMessageInsert = InsertOf<(typeof INSERTS)['contact_messages']>;
export type NewsletterSignupInsert = InsertOf<(typeof INSERTS)['newsletter_signups']>;
export type ValuationRequestInsert = InsertOf<(typeof INSERTS)['valuation_requests']>;
export type ListingAlertInsert = InsertOf<(typeof INSERTS)['listing_alerts']>;

/** A queued notification with its message, as public.claim_enquiry_notifications returns it. */
export type EnquiryRow = ReadOf<(typeof CLAIMS)['claim_enquiry_notifications']>;
/** A queued notification with its request, as public.claim_valuation_notifications returns it. */
export type ValuationRow = ReadOf<(typeof CLAIMS)['claim_valuation_notifications']>;
/** A queued welcome email, as public.claim_welcome_emails returns it: the token in plain text. */
export type WelcomeRow = ReadOf<(typeof CLAIMS)['claim_welcome_emails']>;
/** A queued confirmation, as public.claim_newsletter_confirmations returns it. */
export type ConfirmationRow = ReadOf<(typeof CLAIMS)['claim_newsletter_confirmations']>;
/** A queued alert confirmation, as public.claim_listing_alert_confirmations returns it. */
export type AlertConfirmationClaim = ReadOf<(typeof CLAIMS)['claim_listing_alert_confirmations']>;
/** A queued alert email with its homes, as public.claim_listing_alert_emails returns it. */
export type AlertEmailClaim = ReadOf<(typeof CLAIMS)['claim_listing_alert_emails']>;
/** A quiet alert's question whether to continue, as public.claim_listing_alert_questions returns it. */
export type AlertQuestionClaim = ReadOf<(typeof CLAIMS)['claim_listing_alert_questions']>;
