/**
 * A stand-in floor plan as SVG, drawn from a list of rooms (data/media/plans.json): rows of rooms
 * from the front of the house to the back, walls in the site's ink, each room named with its
 * dimensions in the site's text face (Inter, drawn as outlines so the file needs no font), and a
 * scale bar. Each glyph's outline is defined once and reused, which keeps a plan to a few KB.
 */
import { type PlanDrawing, type PlanRoom, rowDepth, rowWidth } from './planDrawing.ts';
import { STAND_IN_MARKER } from './standIn.ts';
import { n } from './svg.ts';
import { type Lettering, textLettering } from './typeset.ts';

const PX_PER_FOOT = 12;
const MARGIN = 48;
const INK = '#1b2a3a';
const ROOM = '#fbfaf7';
const HALL = '#ece7de';
const WALL = 3;

/** 14.5 feet as 14′6″, as plans are dimensioned. */
function feetAndInches(feet: number): string {
  const inches = Math.round(feet * 12);
  return `${Math.floor(inches / 12)}′${inches % 12}″`;
}

/** Lines of text placed as uses of defined glyphs; `used` collects the glyphs to define. */
function lettering(face: Lettering, used: Set<number>) {
  return (text: string, size: number, centreX: number, baseline: number): string => {
    const { glyphs, width } = face.shape(text);
    const left = centreX - (width * size) / 2;
    const scale = size / face.unitsPerEm;
    return glyphs
      .filter((glyph) => face.outline(glyph.id))
      .map((glyph) => {
        used.add(glyph.id);
        return `<use href="#g${glyph.id}" transform="translate(${n(left + glyph.x * size)} ${n(baseline)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})"/>`;
      })
      .join('');
  };
}

/** The name on one line if it fits the room, else on two (at the space nearest the middle). */
function nameLines(face: Lettering, name: string, size: number, room: number): string[] {
  if (face.shape(name).width * size <= room || !name.includes(' ')) return [name];
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  const cut = spaces.reduce((best, at) =>
    Math.abs(at - name.length / 2) < Math.abs(best - name.length / 2) ? at : best,
  );
  return [name.slice(0, cut), name.slice(cut + 1)];
}

function roomLabel(write: ReturnType<typeof lettering>, room: PlanRoom, x: number, y: number): string {
  const w = room.width * PX_PER_FOOT;
  const h = room.depth * PX_PER_FOOT;
  const size = Math.min(13, Math.max(9, w / 9));
  const lines = nameLines(textLettering, room.name, size, w - 10);
  const dimensions = `${feetAndInches(room.width)} × ${feetAndInches(room.depth)}`;
  const lineHeight = size * 1.25;
  const top = y + h / 2 - (lineHeight * lines.length + size) / 2 + size;
  const name = lines.map((line, i) => write(line, size, x + w / 2, top + i * lineHeight)).join('');
  return `<g fill="${INK}">${name}</g><g fill="${INK}" fill-opacity="0.7">${write(dimensions, size * 0.85, x + w / 2, top + lines.length * lineHeight + 2)}</g>`;
}

/** The plan of one level. `title` names it for screen readers opening the file alone. */
export function floorPlanSvg(drawing: PlanDrawing, title: string): string {
  const used = new Set<number>();
  const write = lettering(textLettering, used);
  const widest = Math.max(...drawing.rows.map(rowWidth)) * PX_PER_FOOT;
  const deep = drawing.rows.reduce((sum, row) => sum + rowDepth(row), 0) * PX_PER_FOOT;
  const width = Math.ceil(widest + MARGIN * 2);
  const height = Math.ceil(deep + MARGIN * 2 + 28);
  const halls: string[] = [];
  const rooms: string[] = [];
  const labels: string[] = [];
  let y = MARGIN;
  for (const row of drawing.rows) {
    const depth = rowDepth(row) * PX_PER_FOOT;
    halls.push(`<rect x="${MARGIN}" y="${n(y)}" width="${n(rowWidth(row) * PX_PER_FOOT)}" height="${n(depth)}"/>`);
    let x = MARGIN;
    for (const room of row) {
      rooms.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(room.width * PX_PER_FOOT)}" height="${n(room.depth * PX_PER_FOOT)}"/>`,
      );
      labels.push(roomLabel(write, room, x, y));
      x += room.width * PX_PER_FOOT;
    }
    y += depth;
  }
  // A scale bar of ten feet under the plan, left-aligned with it.
  const barY = MARGIN + deep + 22;
  const bar = `<g stroke="${INK}" stroke-width="1.5"><path d="M${MARGIN} ${n(barY)}h${10 * PX_PER_FOOT}M${MARGIN} ${n(barY - 4)}v8M${MARGIN + 10 * PX_PER_FOOT} ${n(barY - 4)}v8"/></g><g fill="${INK}">${write('10 ft', 10, MARGIN + 10 * PX_PER_FOOT + 20, barY + 3.5)}</g>`;
  const defs = [...used]
    .sort((a, b) => a - b)
    .map((id) => `<path id="g${id}" d="${textLettering.outline(id)}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title><desc>${STAND_IN_MARKER}</desc>` +
    `<defs>${defs}</defs><rect width="100%" height="100%" fill="#fff"/>` +
    `<g fill="${HALL}" stroke="${INK}" stroke-width="${WALL}">${halls.join('')}</g>` +
    `<g fill="${ROOM}" stroke="${INK}" stroke-width="${WALL}">${rooms.join('')}</g>` +
    `${labels.join('')}${bar}</svg>\n`
  );
}
