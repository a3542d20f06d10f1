import type { ContactBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { linkedTextParts } from '../../model/linkedText.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveContact = (b: Authored<typeof ContactBlock>, ctx: ResolveContext) => {
  const m = ctx.one('team', b.info.member);
  return {
    ...b,
    form: { ...b.form, privacyNote: linkedTextParts(b.form.privacyNote) },
    info: { heading: b.info.heading, name: m.name, role: m.role, email: m.email, phone: m.phone, office: m.office },
  };
};
