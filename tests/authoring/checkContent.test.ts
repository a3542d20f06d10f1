import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/tools/checkContent.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { editJson, removeTempSites, runCheckCommand, tempSite } from './tempSite.ts';

afterAll(removeTempSites);

const check = runCheckCommand;

describe('npm run check', () => {
  it('passes the fixture site: exit 0, no errors, no warnings, a summary with the time taken', () => {
    const run = check(fixtureSiteRoot);
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout.trim()).toMatch(/^✔ \d+ files checked: no errors, no warnings \(\d+\.\d\d s\)$/);
  });

  it('fails a file that breaks its schema, with file:line:column, field, what was expected and a did-you-mean', () => {
    const root = tempSite('check-schema');
    const file = join(root, 'data', 'listings', 'dunvegan-road.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"bedrooms": 5', '"bedroms": 5').replace('"offer": "sale"', '"offer": "sael"'),
    );
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'error  data/listings/dunvegan-road.json:6:12\n      field: offer\n      expected one of "sale", "lease", found the text "sael"\n      did you mean "sale"?',
    );
    expect(run.stdout).toContain(
      'error  data/listings/dunvegan-road.json:17:3\n      field: bedroms\n      unknown field "bedroms": remove it or check its spelling\n      did you mean "bedrooms"?',
    );
    expect(run.stdout).toMatch(/✖ 3 errors, 0 warnings in \d+ files \(checked in \d+\.\d\d s\)/);
  });

  it('fails a broken cross-file rule, and prints warnings too', () => {
    const root = tempSite('check-refs');
    editJson(join(root, 'data', 'listings', 'dunvegan-road.json'), (l) => {
      l.neighbourhood = 'forrest-hill';
    });
    editJson(join(root, 'data', 'sales', '112-dunloe-road.json'), (s) => {
      s.price.amount = 0;
    });
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /error {2}data\/listings\/dunvegan-road\.json:\d+:\d+\n {6}field: neighbourhood\n {6}no neighbourhood has the slug "forrest-hill"\n {6}did you mean "forest-hill"\?/,
    );
    expect(run.stdout).toMatch(
      /warning {2}data\/sales\/112-dunloe-road\.json:\d+:\d+\n {6}field: price\.amount\n {6}the price is 0/,
    );
    expect(run.stdout).toMatch(/✖ 1 error, 1 warning in/);
  });

  it('exits 0 when there are only warnings', () => {
    const root = tempSite('check-warn');
    editJson(join(root, 'data', 'sales', '112-dunloe-road.json'), (s) => {
      s.price.amount = 0;
    });
    const run = check(root);
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/✔ no errors, 1 warning in \d+ files/);
  });

  it("suggests the field name for a misspelt key inside a block, from the block type's own fields", () => {
    const root = tempSite('check-block');
    editJson(join(root, 'data', 'pages', 'portfolio.json'), (p) => {
      p.blocks[1].soldLable = p.blocks[1].soldLabel;
      delete p.blocks[1].soldLabel;
    });
    const { errors } = checkContent(root);
    expect(errors.map((e) => [e.path.join('.'), e.suggestion])).toContainEqual([
      'blocks.1.soldLable',
      'did you mean "soldLabel"?',
    ]);
  });
});
