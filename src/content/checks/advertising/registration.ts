import type { Content } from '../../load/content.ts';
import type { Problem } from '../../load/problem.ts';
import { placeholder } from '../../../model/thresholds.ts';
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
    const claimed = /\bbroker\s+of\s+record\b/i.test(role)
      ? 'broker of record'
      : /\bbroker\b/i.test(role)
        ? 'broker'
        : undefined;
    const allowed =
      claimed === 'broker of record'
        ? ['broker of record']
        : claimed === 'broker'
          ? ['broker', 'broker of record']
          : undefined;
    if (allowed && !allowed.includes(registration.category))
      problems.push({
        severity: 'error',
        file,
        path: ['role'],
        message: `the role "${role}" says ${claimed}, but ${value.name} is registered with RECO as ${registration.category === 'salesperson' ? 'a salesperson' : `a ${registration.category}`}: advertising may use only the terms the registration permits (${source.permittedTerms})`,
        suggestion: `correct "registration" if it is wrong; otherwise describe the role without "${claimed}" (${permitted[registration.category]})`,
      });
  }
  return [...problems, ...checkNames(content)];
}

/** The descriptions RECO permits each category (Bulletin 5.2), as a suggestion names them. */
const permitted = {
  salesperson: 'a salesperson may be called "Salesperson", "Sales Representative" or "Real Estate Agent"',
  broker: 'a broker may be called "Broker", "Real Estate Broker" or "Real Estate Agent"',
  'broker of record': 'a broker of record may be called "Broker of Record" or "Broker"',
} as const;

/** "Brokerage" or "Real Estate Brokerage", as the designation that must accompany a brokerage's name. */
const designated = /\bbrokerage\b/i;

/**
 * Names as registered: a member's name as on RECO's register (a warning, since a short form may
 * be registered too and only the team can tell), and the brokerage's name with its designation
 * (an error for the team's own, shown on every page; a warning for another firm's listing).
 */
function checkNames(content: Content): Problem[] {
  const problems: Problem[] = [];
  // A value `npm run new` left to fill in is told once, by the placeholder warning.
  const unfilled = (text: string) => text.includes(placeholder.text);
  for (const { file, value } of content.collections.team)
    if (
      value.name.trim() !== value.registration.name.trim() &&
      !unfilled(value.name) &&
      !unfilled(value.registration.name)
    )
      problems.push({
        severity: 'warning',
        file,
        path: ['name'],
        message: `the profile names "${value.name}", but the registered name is "${value.registration.name}": advertising uses the name registered with RECO (${source.identification})`,
        suggestion:
          'write the registered name in "name", or correct "registration.name" if the register shows this name',
      });
  const { file, value } = content.singletons.site;
  if (!designated.test(value.brokerage.name))
    problems.push({
      severity: 'error',
      file,
      path: ['brokerage', 'name'],
      message: `the brokerage's name "${value.brokerage.name}" lacks its designation: every page names the brokerage as registered, with "Brokerage" or "Real Estate Brokerage" (${source.identification})`,
      suggestion: `write the full registered name, e.g. "${value.brokerage.name}, Brokerage"`,
    });
  for (const listing of content.collections.listings)
    if (!designated.test(listing.value.brokerage) && !unfilled(listing.value.brokerage))
      problems.push({
        severity: 'warning',
        file: listing.file,
        path: ['brokerage'],
        message: `the listing brokerage "${listing.value.brokerage}" lacks its designation (${source.identification})`,
        suggestion: `write its full registered name, e.g. "${listing.value.brokerage}, Brokerage"`,
      });
  return problems;
}
