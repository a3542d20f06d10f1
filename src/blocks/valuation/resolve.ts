import type { ValuationBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { consentStatementParts } from '../../model/consentStatement.ts';
import { linkedTextParts } from '../../model/linkedText.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

/** The newsletter choice shows the footer's consent statement word for word: the wording the database accepts. */
export const resolveValuation = (b: Authored<typeof ValuationBlock>, ctx: ResolveContext) => ({
  ...b,
  form: { ...b.form, privacyNote: linkedTextParts(b.form.privacyNote), consent: consentStatementParts(ctx.site) },
});
