/**
 * The longest value each form field accepts, in characters. The inputs carry them as maxLength,
 * and the migrations' CHECK constraints use the same figures (tests/forms/limits.test.ts proves
 * it against the real database), so nothing a person can type ever meets a constraint error.
 */
export const NAME_MAX_LENGTH = 100;
/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 40;
export const MESSAGE_MAX_LENGTH = 5000;

/** The contact form's interest choices, as stored (contact_messages_interest_known). */
export const INTEREST_VALUES = ['buying', 'selling', 'both', 'other'] as const;
