import { formatAddress } from './address.ts';
import { linkedTextParts, type TextPart } from './linkedText.ts';
import type { Site } from './site.ts';

/**
 * What each placeholder of the newsletter's consent statement (footer.newsletter.consent) becomes:
 * the sender's identity and contact details come from data/site.json, so a change of brokerage,
 * office or address changes the statement with it (CASL wants them in every request for consent).
 */
export const CONSENT_PLACEHOLDERS = {
  teamName: (site: Site) => site.brand.teamName,
  brokerage: (site: Site) => site.brokerage.name,
  mailingAddress: (site: Site) => formatAddress(site.contact.office),
  email: (site: Site) => site.contact.email,
} as const;

export type ConsentPlaceholder = keyof typeof CONSENT_PLACEHOLDERS;

const PLACEHOLDER = /\{([^{}]*)\}/g;

const isPlaceholder = (name: string): name is ConsentPlaceholder => Object.hasOwn(CONSENT_PLACEHOLDERS, name);

/** The placeholders a statement uses that the build cannot fill, e.g. ["brokerageName"]. */
export const unknownPlaceholders = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').filter((name) => !isPlaceholder(name));

/** The statement with its placeholders filled (unknown ones are left as written; the check refuses them). */
export const fillConsentStatement = (text: string, site: Site): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? CONSENT_PLACEHOLDERS[name](site) : whole));

/** The statement as the footer shows it: filled, then split into its words and its link to the policy. */
export const consentStatementParts = (site: Site): TextPart[] =>
  linkedTextParts(fillConsentStatement(site.footer.newsletter.consent, site));
