/**
 * A stand-in picture and its alt text agree (scripts/media/checks/altTexts.ts, run by npm run check): the shot list says
 * what each stand-in shows, and the check reads the alt text back as the same things. Runs on
 * throwaway copies of the fixture site, whose pictures are all stand-ins.
 */
import { unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { disagreements } from '../../scripts/media/checks/altTexts.ts';
import { checkContent } from '../../scripts/tools/checkContent.ts';
import { loadBuildContent } from '../../scripts/siteBuild/buildSite.ts';
import type { Shot } from '../../scripts/media/shot.ts';
import { ownMediaFolder, removeTempSites, tempSite } from './tempSite.ts';

/** Every problem npm run check finds (the stand-in checks are the media package's, run by the command, not by loadContent). */
const problemsOf = (root: string) => {
  const { errors, warnings } = checkContent(root);
  return [...errors, ...warnings];
};

const livingRoom: Shot = {
  kind: 'interior',
  room: 'living room',
  objects: ['fireplace', 'sofa'],
  view: 'garden',
  time: 'afternoon',
};
const georgian: Shot = {
  kind: 'exterior',
  style: 'georgian',
  storeys: 2,
  material: 'red brick',
  time: 'golden hour',
  season: 'autumn',
  features: ['shutters'],
};

describe('an alt text read against its shot', () => {
  it.each([
    ['Living room with a fireplace and a pair of linen sofas', livingRoom],
    ['Great room with a sofa before the fireplace on a summer afternoon', livingRoom],
    ['Symmetrical red-brick Georgian facade with black shutters in autumn', georgian],
    ['A Forest Hill Georgian at golden hour', georgian],
    [
      'Rendering of a 13-storey residence',
      {
        kind: 'tower',
        storeys: 13,
        towers: 1,
        facade: 'limestone',
        time: 'afternoon',
        season: 'autumn',
      } satisfies Shot,
    ],
    [
      'Converted brick warehouses and glass towers in the evening',
      { kind: 'street', houses: [], features: ['warehouses', 'towers'], time: 'dusk', season: 'summer' } satisfies Shot,
    ],
    [
      'A winding Lawrence Park street with Tudor homes',
      { kind: 'street', houses: ['tudor'], features: [], time: 'afternoon', season: 'autumn' } satisfies Shot,
    ],
  ])('agrees: %s', (alt, shot) => {
    expect(disagreements(alt, shot)).toEqual([]);
  });

  it.each([
    [
      "Chef's kitchen with a marble island",
      livingRoom,
      /names the kitchen first, but the picture shows the living room/,
    ],
    ['Furnished room with soft light', livingRoom, /should name the room the picture shows: living room/],
    ['Living room with a crystal chandelier', livingRoom, /"chandelier", which the picture does not show/],
    ['A modern house of glass and stone', georgian, /the style "modern"/],
    ['A limestone Georgian', georgian, /names limestone, but the house is red brick/],
    ['A red-brick Georgian with a turret', georgian, /"turret"/],
    ['A red-brick Georgian at dusk', georgian, /the time of day "dusk"/],
    ['A red-brick Georgian under snow', georgian, /the season "winter"/],
    ['A family home on a quiet street', georgian, /should say what the house is: georgian, in red brick/],
    [
      'Rendering of a 40-storey tower',
      { kind: 'tower', storeys: 13, towers: 1, facade: 'glass', time: 'dusk', season: 'summer' } satisfies Shot,
      /says 40 storeys, but the picture's tower has 13/,
    ],
  ])('disagrees: %s', (alt, shot, expected) => {
    expect(disagreements(alt, shot).join('; ')).toMatch(expected);
  });
});

describe('the content check', () => {
  afterAll(removeTempSites);
  const shots = (root: string, list: Record<string, Shot>) =>
    writeFileSync(join(root, 'data', 'media', 'shots.json'), JSON.stringify({ shots: list }, null, 2));

  it('passes a site without a shot list, and one whose alt texts agree with it', () => {
    const root = tempSite('shots-agree');
    expect(problemsOf(root).filter((p) => p.message.includes('stand-in picture'))).toEqual([]);
    shots(root, { '/media/listings/15-strathallan/2.jpg': livingRoom });
    expect(problemsOf(root)).toEqual([]);
  });

  it('fails an alt text that names another room, at its file, line and field, and says how to fix it', () => {
    const root = tempSite('shots-disagree');
    shots(root, { '/media/listings/15-strathallan/3.jpg': livingRoom });
    const problems = problemsOf(root);
    // "Open kitchen with a large island …": the room, and the island the living room does not have.
    expect(problems.map((p) => p.message.replace(/.*: /, ''))).toEqual([
      'it names the kitchen first, but the picture shows the living room',
      'it names "island", which the picture does not show',
    ]);
    expect(problems[0]).toMatchObject({
      severity: 'error',
      file: 'data/listings/15-strathallan.json',
      path: ['images', 2, 'alt'],
      line: 42,
    });
    expect(problems[0]!.message).toMatch(/stand-in picture \/media\/listings\/15-strathallan\/3.jpg: /);
    expect(problems[0]!.suggestion).toMatch(
      /describe what the picture shows .*or put the team's own photograph at data\/media\/listings\/15-strathallan\/3.jpg/,
    );
  });

  it('stops the build as it fails the check', () => {
    const root = tempSite('shots-build');
    shots(root, { '/media/listings/15-strathallan/3.jpg': livingRoom });
    expect(() => loadBuildContent(root)).toThrow(
      /data\/listings\/15-strathallan\.json:42[\s\S]*names the kitchen first, but the picture shows the living room/,
    );
  });

  it("does not read the team's own photograph against the shot list", async () => {
    const root = tempSite('shots-photo');
    shots(root, { '/media/listings/15-strathallan/3.jpg': livingRoom });
    ownMediaFolder(root, 'listings');
    ownMediaFolder(root, 'listings/15-strathallan');
    const file = join(root, 'data', 'media', 'listings', '15-strathallan', '3.jpg');
    unlinkSync(file);
    // A JPEG without the generator's mark, as a camera writes it.
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#8a7a66' } })
      .jpeg()
      .toFile(file);
    expect(problemsOf(root).filter((p) => p.message.includes('stand-in picture'))).toEqual([]);
  });

  it('names a shot list that uses a word the renderer does not know', () => {
    const root = tempSite('shots-bad');
    writeFileSync(
      join(root, 'data', 'media', 'shots.json'),
      JSON.stringify({ shots: { '/media/listings/15-strathallan/2.jpg': { ...livingRoom, room: 'ballroom' } } }),
    );
    const problems = problemsOf(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'data/media/shots.json',
      path: ['shots', '/media/listings/15-strathallan/2.jpg', 'room'],
    });
  });
});
