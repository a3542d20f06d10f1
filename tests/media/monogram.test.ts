import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../scripts/media/random.ts';
import { monogram, monogramText } from '../../scripts/media/scenes/monogram.ts';
import { subjectFor } from '../../scripts/media/subjects.ts';
import { sceneContext, svgDocument } from '../../scripts/media/svg.ts';

describe("a team member's stand-in portrait", () => {
  it('is a monogram card, never a made-up face or silhouette', () => {
    const subject = subjectFor('/media/team/maya-lindqvist.jpg');
    expect(subject).toMatchObject({ kind: 'jpeg', width: 1600, height: 2400, label: 'monogram card' });
    expect(monogramText('maya-lindqvist')).toEqual({ initials: 'ML', name: 'MAYA LINDQVIST' });
  });

  it("draws its letters as outlines of the site's display face, so no system font stands in", async () => {
    const svg = svgDocument(1600, 2400, monogram('eleanor-ashdown')(sceneContext(1600, 2400, createRng('test'))));
    expect(svg).not.toContain('<text');
    // E and A, then the fourteen letters of the name (the space has no outline).
    expect(svg.match(/<path transform=/g)).toHaveLength(2 + 14);
    // Ivory letters on navy: the card's centre column is mostly dark, with light strokes across it.
    const { data, info } = await sharp(Buffer.from(svg))
      .extract({ left: 300, top: 900, width: 1000, height: 400 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const light = [...data].filter((v) => v > 180).length / (info.width * info.height);
    expect(light).toBeGreaterThan(0.05);
    expect(light).toBeLessThan(0.4);
  });
});
