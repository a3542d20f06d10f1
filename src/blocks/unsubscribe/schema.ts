import { z } from 'zod';

const text = (what: string) => z.string().min(1).describe(what);
const withEmail = (what: string) =>
  z
    .string()
    .min(1)
    .refine(
      (value) => value.includes('{email}'),
      "write {email} where the team's e-mail address goes (filled from contact.email in data/site.json)",
    )
    .describe(`${what} Write {email} where the team's e-mail address goes (filled from data/site.json).`);

export const UnsubscribeBlock = z
  .object({
    type: z.literal('unsubscribe').describe('Always "unsubscribe".'),
    heading: text('The page heading, e.g. "Unsubscribe".'),
    intro: text('What pressing the button does, e.g. "Press the button to stop receiving The Ashdown Letter."'),
    button: text('The button, e.g. "Unsubscribe".'),
    working: text('The button while the request is on its way, e.g. "Unsubscribing...".'),
    withoutScript: withEmail(
      'Shown when the browser runs no JavaScript (the button needs it): another way to unsubscribe.',
    ),
    unsubscribed: text('The confirmation: the address is unsubscribed, at once, and can sign up again at any time.'),
    alreadyUnsubscribed: text('For a link whose address is already unsubscribed.'),
    invalidLink: withEmail('For a link that is not valid (unknown, mistyped or cut short), with whom to write to.'),
    failed: text('When the server could not be reached: nothing changed, try again.'),
  })
  .strict()
  .describe(
    "The newsletter's unsubscribe page (/unsubscribe?token=...), opened from the personal link in every email: one button that unsubscribes at once, and what the visitor reads after each answer.",
  );
