/**
 * A team member's stand-in portrait: an engraved-card monogram, their initials in the site's
 * display face above their name, on deep navy. Not a face: an invented face beside a real
 * person's name would mislead, and a faceless silhouette looks like a missing photo. The team's
 * own portraits replace these files one for one.
 */
import { displayLettering } from '../typeset.ts';
import { type Scene, linear, n, palette, radial, rect } from '../svg.ts';

/** "eleanor-ashdown" -> { initials: "EA", name: "ELEANOR ASHDOWN" }. */
export function monogramText(slug: string): { initials: string; name: string } {
  const words = slug.split('-').filter(Boolean);
  return { initials: words.map((w) => w[0]!.toUpperCase()).join(''), name: words.join(' ').toUpperCase() };
}

export const monogram =
  (slug: string): Scene =>
  (ctx) => {
    const { w, h, rng } = ctx;
    const { initials, name } = monogramText(slug);
    const ground = ctx.id('ground');
    const glow = ctx.id('glow');
    const inset = w * 0.06;
    // The site shows portraits in a 4:5 frame, cropping a 2:3 file top and bottom: the card's
    // rules sit inside that central 4:5 area.
    const top = Math.max(0, (h - w * 1.25) / 2);
    const rule = w * 0.12;
    const centre = w / 2;
    const initialsBaseline = h * 0.53;
    const below = (h - 2 * top) / 2;
    return [
      `<defs>${linear(
        ground,
        [0, 0, 0.35, 1],
        [
          [0, palette.dusk],
          [0.55, palette.navy],
          [1, palette.navyDeep],
        ],
      )}${radial(glow, w * rng.range(0.25, 0.4), h * rng.range(0.2, 0.3), h * 0.6, [
        [0, palette.goldLight, 0.16],
        [1, palette.goldLight, 0],
      ])}</defs>`,
      rect(0, 0, w, h, `url(#${ground})`),
      rect(0, 0, w, h, `url(#${glow})`),
      // An engraved double rule inside the edge, as on a printed card.
      rect(
        inset,
        top + inset,
        w - 2 * inset,
        h - 2 * top - 2 * inset,
        'none',
        `stroke="${palette.goldLight}" stroke-opacity="0.45" stroke-width="${n(w * 0.002)}"`,
      ),
      rect(
        inset * 1.25,
        top + inset * 1.25,
        w - 2.5 * inset,
        h - 2 * top - 2.5 * inset,
        'none',
        `stroke="${palette.goldLight}" stroke-opacity="0.25" stroke-width="${n(w * 0.001)}"`,
      ),
      displayLettering.path(initials, {
        size: w * 0.36,
        centreX: centre,
        baseline: initialsBaseline,
        tracking: 0.04,
        fill: palette.ivory,
      }),
      rect(centre - rule / 2, initialsBaseline + below * 0.12, rule, w * 0.0025, palette.goldLight, 'opacity="0.8"'),
      displayLettering.path(name, {
        size: w * 0.05,
        centreX: centre,
        baseline: initialsBaseline + below * 0.25,
        tracking: 0.2,
        fill: palette.goldLight,
      }),
    ].join('');
  };
