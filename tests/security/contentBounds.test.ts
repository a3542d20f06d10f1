/**
 * Issue 42: a 2 MB paragraph passed the check silently (a 2.0 MB page and 2.3 MB of route data),
 * and any https:// image named in content added its host to the Content-Security-Policy's
 * img-src. Now text has ceilings the check enforces, and only the hosts data/site.json lists in
 * "imageHosts" may serve images, so a typo in one address cannot widen the policy.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, mediaOrigins } from '../../scripts/siteBuild/securityHeaders.ts';
import { checkContent } from '../../scripts/tools/checkContent.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

const listing = join('data', 'listings', 'dunvegan-road.json');
const imgSrc = (csp: string) => csp.split('; ').find((part) => part.startsWith('img-src'));
const cspOf = (root: string) => {
  const { content } = loadContent(root);
  expect(content).toBeDefined();
  return contentSecurityPolicy('https://abcdefghijklmnop.supabase.co', mediaOrigins(content!));
};

describe('text within sane bounds', () => {
  it('a 2 MB paragraph is refused at its line and column, with its length and the limit', () => {
    const root = tempSite('paragraph');
    editJson(join(root, listing), (entry) => {
      entry.description[1] = 'A grand room with a view of the ravine. '.repeat(50_000);
    });
    const { errors, report } = checkContent(root);
    expect(errors.map((e) => `${e.file} ${e.path.join('.')}`)).toEqual([`${listing} description.1`]);
    expect(report).toMatch(
      /error {2}data\/listings\/dunvegan-road\.json:\d+:\d+\n {6}field: description\[1\]\n {6}this text is 2,000,000 characters long, over the 5,000 one paragraph may have: something was probably pasted by mistake, and every visitor would download it\n {6}keep each paragraph under 5,000 characters/,
    );
  });

  it('a description of many short paragraphs, and a page of many, are refused past their own ceilings', () => {
    const root = tempSite('description');
    const paragraph = 'A grand room with a view of the ravine, and a terrace for summer evenings. '.repeat(40);
    editJson(join(root, listing), (entry) => {
      entry.description = Array.from({ length: 5 }, () => paragraph);
    });
    editJson(join(root, 'data', 'legal', 'terms.json'), (entry) => {
      entry.sections[0].paragraphs = Array.from({ length: 40 }, () => paragraph);
    });
    const messages = checkContent(root).errors.map((e) => `${e.file} ${e.path.join('.')}: ${e.message}`);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(
      /^data\/legal\/terms\.json : this file holds 12\d,\d{3} characters of text, over the 100,000 one page may have: every visitor would download all of it$/,
    );
    expect(messages[1]).toBe(
      `${listing} description: the description is 15,008 characters long, all paragraphs together, over the 10,000 a description may have`,
    );
  });
});

describe('images from other sites only from the hosts listed in data/site.json', () => {
  const remote = {
    src: 'https://images.example-cdn.com/dunvegan/1.jpg',
    alt: 'The front of the house',
    width: 2400,
    height: 1600,
  };

  it('an image on an unlisted host is refused, naming the field to add it to, and the CSP is unchanged', () => {
    const root = tempSite('unlisted-host');
    const before = cspOf(root);
    editJson(join(root, listing), (entry) => {
      entry.images[1] = remote;
    });
    expect(cspOf(root)).toBe(before);
    expect(imgSrc(cspOf(root))).toBe("img-src 'self' data:");
    const { errors } = checkContent(root);
    expect(errors.map((e) => `${e.file} ${e.path.join('.')}: ${e.message}\n${e.suggestion}`)).toEqual([
      `${listing} images.1.src: images.example-cdn.com is not one of the sites pictures and videos may come from: the site shows them only from the hosts listed in "imageHosts" in data/site.json (none are listed)\ncheck the address; if images.example-cdn.com is right, add "images.example-cdn.com" to "imageHosts" in data/site.json`,
    ]);
  });

  it('an image on a listed host passes and its origin, alone, is allowed by img-src', () => {
    const root = tempSite('listed-host');
    editJson(join(root, 'data', 'site.json'), (site) => {
      site.imageHosts = ['images.example-cdn.com'];
    });
    editJson(join(root, listing), (entry) => {
      entry.images[1] = remote;
    });
    expect(checkContent(root).errors).toEqual([]);
    expect(imgSrc(cspOf(root))).toBe("img-src 'self' data: https://images.example-cdn.com");
  });
});
