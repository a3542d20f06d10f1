/** The specification's fixed messages (SPEC.md, section 8): the only text the forms do not take from data/. */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  subscribed: 'Successfully subscribed to our newsletter!',
  alreadySubscribed: "You're already subscribed!",
  failed: 'Something went wrong. Please try again.',
  /** Not the specification's: the database's hourly limit per network address (HTTP 429). */
  limited: 'Too many sign-ups from this connection. Please try again in an hour.',
  /** Not the specification's: the consent wording on this page is not one the site publishes now
   *  (an old copy of the page, or a changed page): the database refuses it with 400. */
  outdated: 'This page is out of date. Please reload it and sign up again.',
} as const;

export const CONTACT_MESSAGES = {
  sentTitle: 'Message Sent',
  sent: "Thank you for reaching out. We'll be in touch soon.",
  failedTitle: 'Error',
  failed: 'There was a problem sending your message. Please try again.',
  /** Not the specification's: the database's hourly limits (HTTP 429), in a visitor's words. */
  limited: 'Too many messages from this address. Please call us, or try again in an hour.',
} as const;
