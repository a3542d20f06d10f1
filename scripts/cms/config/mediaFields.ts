import type { DecapField, JsonSchema } from './jsonSchema.ts';

/**
 * The editor's fields for photos and videos (decapFields.ts builds the rest): an image reads as
 * one photo and its description, a video's files are chosen as files.
 */

/** An image (src and alt, width and height for one on another site). */
export const isImage = (schema: JsonSchema) => ['src', 'alt'].every((key) => key in (schema.properties ?? {}));
export const isVideo = (schema: JsonSchema) => ['src', 'mimeType'].every((key) => key in (schema.properties ?? {}));

/** A video's files are chosen with the file widget: the image widget's media library lists images only, so an uploaded MP4 could not be chosen. */
const VIDEO_FILE_LABELS: Record<string, string> = { src: 'Video file', portraitSrc: 'Portrait video file' };
export const videoFiles = (fields: DecapField[]): DecapField[] =>
  fields.map(({ pattern, ...field }) =>
    // The path's pattern is left to the check: Decap tests it against the file widget's own value and refuses a path that is fine.
    VIDEO_FILE_LABELS[field.name]
      ? { ...field, label: VIDEO_FILE_LABELS[field.name]!, widget: 'file', choose_url: true }
      : { ...field, ...(pattern ? { pattern } : {}) },
  );

/** What the form calls an image's fields: one "Photo" with its description, as people say it. */
export const PHOTO_LABEL = 'Photo';
export const PHOTO_DESCRIPTION_LABEL = 'Description of the photo (for people who cannot see it)';

/**
 * An image reads as one photo and its description. A photo the entry needs (a team member's) is
 * demanded by the form itself, photo and description, so it is not labelled "(optional)"; Decap
 * says what is missing in the form's words ("Fill in “Photo”.", editorPhrases.ts). An optional
 * one (a page's share image) demands nothing: left blank, the format leaves it out, and the check
 * asks for the rest once one part is given. Width and height matter only for an image on another
 * site, written in the JSON; this site's own photos are measured from the file, so the form
 * hides them (and keeps any a file has).
 */
export function photoFields(fields: DecapField[], required: boolean): DecapField[] {
  const demanded = required ? {} : { required: false };
  return fields.map((field): DecapField => {
    if (field.name === 'src') return { ...field, label: PHOTO_LABEL, ...demanded };
    if (field.name === 'alt') return { ...field, label: PHOTO_DESCRIPTION_LABEL, widget: 'string', ...demanded };
    return { name: field.name, label: field.label, widget: 'hidden', required: false };
  });
}
