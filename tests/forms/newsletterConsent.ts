import type { TextPart } from '../../src/model/linkedText.ts';

/** A consent statement as the build hands it to the footer form: filled, split at its link to the policy. */
export const consentParts: TextPart[] = [
  {
    text: 'By subscribing, you agree to receive The Ashdown Letter by email from The Ashdown Group and its brokerage, Harbourline Realty Inc., Brokerage. You can unsubscribe at any time. See our ',
  },
  { text: 'privacy policy', href: '/privacy' },
  { text: '.' },
];

/** What the visitor reads, and what each sign-up records. */
export const consentText = consentParts.map((part) => part.text).join('');
