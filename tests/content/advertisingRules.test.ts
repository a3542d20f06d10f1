/**
 * The advertising rules of `npm run check` (src/content/checks/advertising), each on entries of
 * its own written into a throwaway copy of the fixture site: what breaks a rule is told with the
 * rule, its source and the fix; what keeps it, and ordinary words that look alike, pass.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { type Problem, fieldPath } from '../../src/content/load/problem.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

const photo = { src: '/media/sales/112-dunloe-road.jpg', alt: 'Stone facade at dusk' };
const amount = { kind: 'amount', amount: 4500000, currency: 'CAD' };
let nextOrder = 900;
const sale = (slug: string, fields: Record<string, unknown>) => ({
  slug,
  group: 'historical',
  order: nextOrder++,
  image: photo,
  address: '1 Example Lane',
  fullAddress: '1 Example Lane, Toronto, ON M4W 1A8',
  bedrooms: 4,
  bathrooms: 3,
  price: { kind: 'uponRequest' },
  ...fields,
});
const press = (slug: string, order: number, title: string, description: string) => ({
  slug,
  order,
  image: photo,
  title,
  description,
  source: 'A Publication',
  date: '2024-04-11',
  link: 'https://example.com/article',
});

describe('advertising rules', () => {
  let problems: Problem[];
  // Only the advertising rules' problems: each names its source, RECO's or CREA's.
  const at = (file: string, field?: string) =>
    problems.filter(
      (p) => /RECO|CREA/.test(p.message) && p.file === file && (field === undefined || fieldPath(p.path) === field),
    );

  beforeAll(() => {
    const root = tempSite('advertising');
    const write = (folder: string, value: { slug: string }) =>
      writeFileSync(join(root, 'data', folder, `${value.slug}.json`), JSON.stringify(value, null, 2));
    write('sales', sale('test-no-consent', { price: amount }));
    write('sales', sale('test-seller-only', { price: amount, priceConsent: { seller: '2026-10-02' } }));
    write(
      'sales',
      sale('test-future-consent', { price: amount, priceConsent: { seller: '2026-10-02', buyer: '2999-01-01' } }),
    );
    write(
      'sales',
      sale('test-early-consent', {
        price: amount,
        soldDate: '2026-10-02',
        priceConsent: { seller: '2025-10-02', buyer: '2026-09-20' },
      }),
    );
    write(
      'sales',
      sale('test-consented', { price: amount, priceConsent: { seller: '2026-10-02', buyer: '2026-10-05' } }),
    );
    write('sales', sale('test-upon-request', {}));
    write(
      'press',
      press(
        'test-realtor',
        901,
        'Why List on the MLS',
        'A Realtor explains what to ask before you sell, and what an MLS listing shows.',
      ),
    );
    write(
      'press',
      press(
        'test-trademarks-right',
        902,
        'Inside the MLS® System',
        'Two REALTORS® explain an MLS® listing and MLS® No. 12345, with help from REALTOR.ca.',
      ),
    );
    write('press', press('test-claim', 903, 'The Team Behind the Sales', "Meet Toronto's top-producing luxury team."));
    write(
      'press',
      press(
        'test-claim-with-basis',
        904,
        'A Ranking',
        'Named the No. 1 team in Rosedale, according to an example index of 2024 sales volume.',
      ),
    );
    write(
      'press',
      press(
        'test-plain-words',
        905,
        'Up on the Top Floor',
        'A hall leading to the garden, one of the best-loved parks, and the best views in the city, bestowed on Suite #3.',
      ),
    );
    editJson(join(root, 'data', 'team', 'julian-mercer.json'), (member) => {
      member.role = 'Associate Broker';
      member.registration.category = 'salesperson';
    });
    editJson(
      join(root, 'data', 'team', 'maya-lindqvist.json'),
      (member) => (member.registration.name = 'Maya E. Lindqvist'),
    );
    editJson(join(root, 'data', 'site.json'), (site) => (site.brokerage.name = 'Harbourline Realty Inc.'));
    problems = loadContent(root).problems;
  });

  it('a sale that shows its price without both written consents is refused, naming the rule, its source and the fix', () => {
    const [error] = at('data/sales/test-no-consent.json');
    expect(error).toMatchObject({ severity: 'error', path: ['price'] });
    expect(error!.message).toContain('records no written consent of the seller and the buyer to publish it');
    expect(error!.message).toContain('RECO Bulletin 5.4 "Advertising sold properties"');
    expect(error!.suggestion).toContain('"priceConsent": { "seller": "YYYY-MM-DD", "buyer": "YYYY-MM-DD" }');
    expect(error!.suggestion).toContain('"price": { "kind": "uponRequest" }');
  });

  it("one party's consent is not enough, and a consent dated in the future has not been given", () => {
    const [sellerOnly, ...others] = at('data/sales/test-seller-only.json');
    expect(others).toEqual([]);
    expect(sellerOnly).toMatchObject({ severity: 'error', path: ['priceConsent'] });
    expect(sellerOnly!.message).toContain(
      'this sale shows its price ($4,500,000) but records no written consent of the buyer to publish it',
    );
    const [future] = at('data/sales/test-future-consent.json');
    expect(future).toMatchObject({ severity: 'error', path: ['priceConsent', 'buyer'] });
    expect(future!.message).toContain("the buyer's consent is dated 2999-01-01, after today");
  });

  it('a consent a year or more before the sale warns as a likely slip in the year; one some days before passes', () => {
    expect(at('data/sales/test-early-consent.json').map((p) => [p.severity, fieldPath(p.path)])).toEqual([
      ['warning', 'priceConsent.seller'],
    ]);
    expect(at('data/sales/test-early-consent.json')[0]!.message).toContain(
      "the seller's consent is dated 2025-10-02, 365 days before the sale (2026-10-02)",
    );
  });

  it('a price with both consents, and a price upon request, pass', () => {
    expect(at('data/sales/test-consented.json')).toEqual([]);
    expect(at('data/sales/test-upon-request.json')).toEqual([]);
  });

  it('"Realtor" and "the MLS" warn with the form CREA allows', () => {
    const found = at('data/press/test-realtor.json').map((p) => [p.severity, fieldPath(p.path), p.suggestion]);
    expect(found).toEqual([
      ['warning', 'title', 'write "on the MLS® System"'],
      ['warning', 'description', 'write "REALTOR®"'],
      ['warning', 'description', 'write "MLS® listing"'],
    ]);
    expect(at('data/press/test-realtor.json', 'title')[0]!.message).toBe(
      `"on the MLS" is not how CREA allows its trademark to be written: MLS® is an adjective, never a noun: "the MLS® System", "an MLS® listing" (CREA's trademark rules for REALTOR® and MLS®)`,
    );
  });

  it('REALTOR®, REALTORS®, the MLS® System and an MLS® listing pass', () => {
    expect(at('data/press/test-trademarks-right.json')).toEqual([]);
  });

  it('a ranking or superlative about the team without its basis warns; with its basis it passes', () => {
    const [warning] = at('data/press/test-claim.json');
    expect(warning).toMatchObject({ severity: 'warning', path: ['description'] });
    expect(warning!.message).toBe(
      `"top-producing" reads as a ranking or superlative claim about the team, with no basis stated (RECO's advertising checklist: claims must be accurate and verifiable, and a comparative claim states its basis)`,
    );
    expect(at('data/press/test-claim-with-basis.json')).toEqual([]);
  });

  it('ordinary words that look like claims pass: the top floor, leading to, best-loved, bestowed, a suite number', () => {
    expect(at('data/press/test-plain-words.json')).toEqual([]);
  });

  it('a role that claims a higher registration than the member holds is refused', () => {
    const [error] = at('data/team/julian-mercer.json', 'role');
    expect(error?.severity).toBe('error');
    expect(error!.message).toBe(
      'the role "Associate Broker" says broker, but Julian Mercer is registered with RECO as a salesperson: advertising may use only the terms the registration permits (RECO Bulletin 5.2 "Permitted terms", under TRESA)',
    );
  });

  it("a profile name other than the registered one warns; the brokerage's name without its designation is refused", () => {
    const [name] = at('data/team/maya-lindqvist.json');
    expect(name).toMatchObject({ severity: 'warning', path: ['name'] });
    expect(name!.message).toContain(
      'the profile names "Maya Lindqvist", but the registered name is "Maya E. Lindqvist"',
    );
    const [brokerage] = at('data/site.json', 'brokerage.name');
    expect(brokerage?.severity).toBe('error');
    expect(brokerage!.suggestion).toBe('write the full registered name, e.g. "Harbourline Realty Inc., Brokerage"');
  });

  it('the rest of the fixture site raises none of these', () => {
    const changed = ['julian-mercer.json', 'maya-lindqvist.json', 'site.json'];
    const ours = problems.filter(
      (p) =>
        /RECO|CREA/.test(p.message) && !p.file.includes('/test-') && !changed.some((file) => p.file.endsWith(file)),
    );
    expect(ours).toEqual([]);
  });
});
