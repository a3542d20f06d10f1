import type { Authored } from '../../model/defineBlock.ts';
import type { TextPart } from '../../model/linkedText.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import type { UnsubscribeBlock } from './schema.ts';

/** A text with {email} made a mailto link to the team's address. */
const withEmailLink = (text: string, email: string): TextPart[] =>
  text
    .split('{email}')
    .flatMap((words, index): TextPart[] => [
      ...(index > 0 ? [{ text: email, href: `mailto:${email}` }] : []),
      ...(words ? [{ text: words }] : []),
    ]);

export const resolveUnsubscribe = (b: Authored<typeof UnsubscribeBlock>, ctx: ResolveContext) => ({
  ...b,
  withoutScript: withEmailLink(b.withoutScript, ctx.site.contact.email),
  invalidLink: withEmailLink(b.invalidLink, ctx.site.contact.email),
});
