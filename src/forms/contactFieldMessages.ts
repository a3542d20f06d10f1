/**
 * The contact form's own words for its refused fields: they load with its submit code (contact.ts),
 * on the form's first focus or submit, not with the page.
 */
/** Under the contact form's fields when they are refused (the rules are the markup's: required, type="email"). */
export const CONTACT_FIELD_MESSAGES = {
  name: {
    missing: 'Please enter your name.',
    unreadable: 'Please type your name: this field holds only invisible characters.',
  },
  email: {
    missing: 'Please enter your email address.',
    invalid: 'Please enter a valid email address, such as name@example.com.',
  },
} as const;
