/**
 * The forms' own labels, apart from the notices (messages.ts): these render with every page's
 * footer, while the notices' text loads with the code that submits.
 */
/** Used until data/ gives the footer form its own labels. */
export const NEWSLETTER_DEFAULT_LABELS = {
  email: 'Email address',
  submit: 'Subscribe',
} as const;

/** Read only by bots: the honeypot field is hidden from people and from assistive technology. */
export const HONEYPOT_LABEL = 'Leave this field empty';

/** NEWSLETTER_MESSAGES.failed (tests/forms/newsletter.test.ts checks they agree), here for when the
 *  submit code itself cannot be downloaded. */
export const NEWSLETTER_UNAVAILABLE = 'Something went wrong. Please try again.';

/** contactNotice('failed') (tests/forms/contact.test.ts checks they agree), for when the submit
 *  code itself cannot be downloaded. */
export const CONTACT_UNAVAILABLE = {
  variant: 'error',
  title: 'Error',
  message: 'There was a problem sending your message. Please try again.',
} as const;

/** The specification's newsletter message (NEWSLETTER_MESSAGES.invalidEmail), shown once, under the field (no notice). */
export const INVALID_EMAIL = 'Please enter a valid email address';
