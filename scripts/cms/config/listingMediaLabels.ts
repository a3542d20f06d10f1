import type { DecapField } from './decapFields.ts';

/**
 * The words content staff read on a listing's floor plans, video, tour and open houses, where
 * the field's name alone says too little ("Src", "Id", "Pdf"). A listing's own video file is
 * chosen with the file widget, as the home page's is: the image widget's media library lists
 * images only, so an MP4 could not be chosen there (decapFields.ts's videoFiles knows a video by
 * its mimeType, which a listing's video does not carry). Paths are field names from the top.
 */
const LABELS: Record<string, Partial<DecapField>> = {
  floorPlans: { label: 'Floor plans' },
  'floorPlans.levels': { label: 'Levels (one plan per floor)' },
  'floorPlans.levels.label': { label: 'Level (e.g. Main floor)' },
  'floorPlans.pdf': { label: 'PDF of all the plans' },
  'video.kind': { label: 'Where the video is' },
  'video.src': { label: 'Video file (MP4)', widget: 'file', choose_url: true },
  'video.id': { label: 'YouTube or Vimeo video id' },
  'video.poster': { label: 'Poster (the still shown before it plays)' },
  tour: { label: 'Virtual tour' },
  'tour.url': { label: 'Tour address (e.g. Matterport)' },
  'tour.poster': { label: 'Poster (the still shown before it opens)' },
  openHouses: { label: 'Open houses' },
  'openHouses.start': { label: 'Starts (Toronto time)' },
  'openHouses.end': { label: 'Ends (Toronto time)' },
};

function relabel(fields: DecapField[], prefix: string): DecapField[] {
  return fields.map((field) => {
    const path = prefix + field.name;
    const { pattern: _pattern, ...rest } = field;
    const change = LABELS[path];
    // A file widget tests a pattern against its own value and refuses a fine path: the check keeps that rule.
    const base: DecapField = change?.widget === 'file' ? rest : field;
    const next = { ...base, ...change } as DecapField;
    if (Array.isArray(field.fields)) next.fields = relabel(field.fields as DecapField[], `${path}.`);
    return next;
  });
}

/** A listing's fields with its media's labels said as people say them. */
export const listingMediaLabels = (fields: DecapField[]): DecapField[] => relabel(fields, '');
