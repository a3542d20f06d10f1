/**
 * The newsletter's consent statement (CASL): the check refuses one that leaves out what a request
 * for consent must say, at its line in data/site.json; the build fills the placeholders from the
 * same file. Each case edits a throwaway copy of the fixture site.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { fieldPath, formatProblem } from '../../src/content/load/problem.ts';
import { consentStatementParts } from '../../src/content/render/consentStatement.ts';
import type { Site } from '../../src/model/site.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

/** The errors about the statement once it is written as given. */
function consentErrors(consent: string) {
  const root = tempSite('consent');
  editJson(
    join(root, 'data', 'site.json'),
    (site) => ((site.footer as { newsletter: { consent: string } }).newsletter.consent = consent),
  );
  const { problems } = loadContent(root);
  return {
    root,
    errors: problems.filter((p) => p.severity === 'error' && fieldPath(p.path) === 'footer.newsletter.consent'),
  };
}

const complete =
  'Sent by {teamName} and its brokerage, {brokerage}, {mailingAddress}, {email}. You can unsubscribe at any time. See our [privacy policy](/privacy).';

describe("the newsletter's consent statement", () => {
  test("the fixture site's statement passes, and the build fills it from site.json with its link to the policy", () => {
    const { errors } = consentErrors(complete);
    expect(errors).toEqual([]);
    const site = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'fixtures', 'site', 'data', 'site.json'), 'utf8'),
    ) as Site;
    expect(
      consentStatementParts({
        ...site,
        footer: { ...site.footer, newsletter: { ...site.footer.newsletter, consent: complete } },
      }),
    ).toEqual([
      {
        text: 'Sent by The Ashdown Group and its brokerage, Harbourline Realty Inc., Brokerage, 128 Cumberland Street, Suite 400, Toronto, ON M5R 1A6, eleanor@ashdowngroup.example. You can unsubscribe at any time. See our ',
      },
      { text: 'privacy policy', href: '/privacy' },
      { text: '.' },
    ]);
  });

  test('without the unsubscribe sentence: refused at its line, with the fix', () => {
    const { root, errors } = consentErrors(complete.replace(' You can unsubscribe at any time.', ''));
    expect(errors).toHaveLength(1);
    const [error] = errors;
    const line =
      readFileSync(join(root, 'data', 'site.json'), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('"consent"')) + 1;
    expect(formatProblem(error!)).toContain(`data/site.json:${line}:`);
    expect(error?.message).toContain('does not say that the subscriber can unsubscribe at any time');
    expect(error?.message).toContain('CASL');
    expect(error?.suggestion).toContain('You can unsubscribe at any time.');
  });

  test("without the brokerage's name: refused", () => {
    const { errors } = consentErrors(complete.replace(' and its brokerage, {brokerage}', ''));
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringContaining('does not name the brokerage (Harbourline Realty Inc., Brokerage)'),
    ]);
  });

  test('the brokerage written out instead of {brokerage} passes', () => {
    expect(consentErrors(complete.replace('{brokerage}', 'Harbourline Realty Inc., Brokerage')).errors).toEqual([]);
  });

  test('an unknown placeholder, no mailing address, no link to the policy, a link to no page: each refused', () => {
    expect(consentErrors(complete.replace('{teamName}', '{team}')).errors.map((e) => e.message)).toEqual([
      expect.stringContaining('uses {team}, which the build cannot fill'),
      expect.stringContaining('does not name the team'),
    ]);
    expect(consentErrors(complete.replace('{mailingAddress}, ', '')).errors.map((e) => e.message)).toEqual([
      expect.stringContaining('gives no mailing address'),
    ]);
    expect(
      consentErrors(complete.replace('[privacy policy](/privacy)', 'privacy policy')).errors.map((e) => e.message),
    ).toEqual([expect.stringContaining('does not link to the privacy policy')]);
    expect(consentErrors(complete.replace('(/privacy)', '(/privacy-policy)')).errors.map((e) => e.message)).toEqual([
      expect.stringContaining('the link /privacy-policy leads nowhere'),
    ]);
  });
});
