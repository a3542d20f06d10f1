import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { NeighbourhoodGuide } from '../../src/blocks/neighbourhoodGuide/NeighbourhoodGuide.tsx';
import type { Guide } from '../../src/blocks/neighbourhoodGuide/types.ts';
import { visibleText as textOf } from '../helpers/htmlText.ts';

/** The fixture site's Forest Hill: census figures and sample ones side by side in its overview. */
function fixtureGuide(): Guide {
  const file = join(import.meta.dirname, '../fixtures/site/data/neighbourhoods/forest-hill.json');
  const {
    image: _image,
    $schema: _schema,
    order: _order,
    ...guide
  } = JSON.parse(readFileSync(file, 'utf8')) as Guide & Record<string, unknown>;
  return guide;
}

const sectionHtml = (html: string, id: string) => {
  const start = html.indexOf(`id="${id}"`);
  return html.slice(start, html.indexOf('</section>', start));
};

it('credits the sources once per section, not beside every figure or under every card, and still tells census figures from sample ones', () => {
  const guide = fixtureGuide();
  const html = renderToString(<NeighbourhoodGuide block={{ type: 'neighbourhoodGuide', guide }} />);
  const census = guide.sources.census!.label;
  const sample = guide.sources.sample!.label;

  // Overview: one note naming which figures are census figures and which are samples.
  const overview = textOf(sectionHtml(html, 'overview'));
  expect(overview).toContain(`Population, Median age, Average household income: ${census}`);
  expect(overview).toContain(`Illustrative People per km²: ${sample}`);
  expect(sectionHtml(html, 'overview').match(/href="#source-/g)).toHaveLength(2);

  // A section from one source: one credit, one tag, one footnote link.
  for (const id of ['market', 'schools']) {
    const section = sectionHtml(html, id);
    expect(section.match(/href="#source-/g), id).toHaveLength(1);
    expect(section.match(/>Illustrative</g), id).toHaveLength(1);
  }
  // The six panels between them are one section: no panel carries a note of its own, and one note
  // under them all says once that their figures are samples.
  const panels = ['population', 'education', 'households', 'marital-status', 'employment', 'getting-around'];
  for (const id of panels) expect(sectionHtml(html, id), id).not.toMatch(/href="#source-|>Illustrative</);
  const afterPanels = html.slice(
    html.indexOf('</section>', html.indexOf('id="getting-around"')),
    html.indexOf('id="schools"'),
  );
  expect(afterPanels.match(/href="#source-/g)).toHaveLength(1);
  expect(afterPanels.match(/>Illustrative</g)).toHaveLength(1);
  expect(textOf(afterPanels)).toContain(sample);
  // Fifteen figures and the market's quarters, four notes: one tag per section, not one per card.
  expect(html.match(/>Illustrative</g)).toHaveLength(4);
  // The numbered list at the foot still credits each source, the census as such.
  expect(textOf(sectionHtml(html, 'sources'))).toContain(`Census figures: ${census}`);
});
