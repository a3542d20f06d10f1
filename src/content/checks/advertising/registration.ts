import type { Content } from '../../load/content.ts';
import type { Problem } from '../../load/problem.ts';
import { source } from './sources.ts';

/**
 * A marketing role may not suggest a higher registration than the member holds: "Broker" only
 * for a broker or the broker of record, "Broker of Record" only for the broker of record.
 * An error, since the profile would misstate the registration to the public.
 */
export function checkRegistration(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, value } of content.collections.team) {
    const { role, registration } = value;
    const claimed = /\bbroker\s+of\s+record\b/i.test(role) ? 'broker of record' : /\bbroker\b/i.test(role) ? 'broker' : undefined;
    const allowed = claimed === 'broker of record' ? ['broker of record'] : claimed === 'broker' ? ['broker', 'broker of record'] : undefined;
    if (allowed && !allowed.includes(registration.category))
      problems.push({
        severity: 'error',
        file,
        path: ['role'],
        message: `the role "${role}" says ${claimed}, but ${value.name} is registered with RECO as ${registration.category === 'salesperson' ? 'a salesperson' : `a ${registration.category}`}: advertising may use only the terms the registration permits (${source.permittedTerms})`,
        suggestion: `correct "registration" if it is wrong; otherwise describe the role without "${claimed}" (a salesperson may be called "Salesperson", "Sales Representative" or "Real Estate Agent")`,
      });
  }
  return problems;
}
