import { linkedTextHrefs } from '../../model/linkedText.ts';
import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { CONSENT_PLACEHOLDERS, fillConsentStatement, unknownPlaceholders } from '../render/consentStatement.ts';

const FIELD = ['footer', 'newsletter', 'consent'];
const SOURCE = "CASL (Canada's Anti-Spam Legislation) and the CRTC's guidance on requests for consent";
const placeholders = Object.keys(CONSENT_PLACEHOLDERS)
  .map((name) => `{${name}}`)
  .join(', ');

/**
 * The newsletter's consent statement is what makes each sign-up express consent under CASL, and
 * it is recorded word for word with every sign-up: it must say who asks (the team and its
 * brokerage, by name), give a mailing address and another way to reach the sender, say that the
 * subscriber can unsubscribe at any time, and link to the privacy policy.
 */
export function checkNewsletterConsent(content: Content): Problem[] {
  const { file, value: site } = content.singletons.site;
  const written = site.footer.newsletter.consent;
  const shown = fillConsentStatement(written, site).toLowerCase();
  const error = (message: string, suggestion: string): Problem => ({
    severity: 'error',
    file,
    path: FIELD,
    message: `the newsletter's consent statement ${message} (${SOURCE})`,
    suggestion,
  });
  const problems: Problem[] = unknownPlaceholders(written).map((name) =>
    error(`uses {${name}}, which the build cannot fill`, `use only ${placeholders}, or write the words out`),
  );
  if (!/unsubscribe at any time/.test(shown))
    problems.push(
      error(
        'does not say that the subscriber can unsubscribe at any time',
        'add a sentence such as "You can unsubscribe at any time."',
      ),
    );
  if (!shown.includes(site.brokerage.name.toLowerCase()))
    problems.push(
      error(
        `does not name the brokerage (${site.brokerage.name})`,
        'write "{brokerage}", which the build fills from brokerage.name',
      ),
    );
  if (!shown.includes(site.brand.teamName.toLowerCase()))
    problems.push(
      error(
        `does not name the team (${site.brand.teamName})`,
        'write "{teamName}", which the build fills from brand.teamName',
      ),
    );
  if (!shown.includes(site.contact.office.postalCode.toLowerCase()))
    problems.push(
      error('gives no mailing address', 'write "{mailingAddress}", which the build fills from contact.office'),
    );
  if (!shown.includes(site.contact.email.toLowerCase()) && !shown.includes(site.contact.phone))
    problems.push(
      error('gives no e-mail address or phone number', 'write "{email}", which the build fills from contact.email'),
    );
  if (linkedTextHrefs(written).length === 0)
    problems.push(error('does not link to the privacy policy', 'write the link as [privacy policy](/privacy)'));
  return problems;
}
