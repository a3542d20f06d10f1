/**
 * A listing's floor plans are pictures a page can show, and its PDF a PDF. (Stand-in plans are
 * also held to the listing's figures by the media package, scripts/media, run by npm run check.)
 */
import type { FloorPlans } from '../../model/floorPlan.ts';
import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';

/** A plan is shown as a picture and the set offered as a PDF: a file of another kind would show nothing. */
function fileKinds(file: string, floorPlans: FloorPlans | undefined): Problem[] {
  const problems: Problem[] = [];
  floorPlans?.levels.forEach((level, index) => {
    if (!/\.(svg|png|jpe?g|webp|avif)$/i.test(level.image.src))
      problems.push({
        severity: 'error',
        file,
        path: ['floorPlans', 'levels', index, 'image', 'src'],
        message: `${level.image.src} is not a picture a page can show`,
        suggestion: 'give each level its plan as an SVG (sharpest), PNG or JPEG; offer the whole set as a PDF in "pdf"',
      });
  });
  if (floorPlans?.pdf && !/\.pdf$/i.test(floorPlans.pdf))
    problems.push({
      severity: 'error',
      file,
      path: ['floorPlans', 'pdf'],
      message: `${floorPlans.pdf} is not a PDF`,
      suggestion: 'name the PDF of the whole set here, e.g. "/media/listings/12-test-lane/floor-plans.pdf"',
    });
  return problems;
}

export function checkFloorPlans(content: Content): Problem[] {
  return content.collections.listings.flatMap(({ file, value: listing }) => fileKinds(file, listing.floorPlans));
}
