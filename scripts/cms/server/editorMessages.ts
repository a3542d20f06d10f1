import { collections } from '../../../src/content/collections/registry.ts';
import { fieldPath, type Problem } from '../../../src/content/load/problem.ts';
import { decapConfig } from '../config/decapConfig.ts';
import { PHOTO_DESCRIPTION_LABEL, PHOTO_LABEL, type DecapField } from '../config/decapFields.ts';

/**
 * The check's problems as the form shows them: the field by its label in the form ("Photo",
 * "Photo 1", "Closing section"), what to do in a sentence, and the file, line, column and JSON
 * path kept in a "details" part for whoever edits the JSON. What is missing gets a sentence of
 * its own (the refusal people meet first in a new entry); any other problem reads as the check's
 * message and fix, led by the field's labels.
 */
export function editorMessage(
  problem: Problem,
  { collection, slug, data }: { collection: string; slug?: string; data: unknown },
): string {
  const details = `details: ${problem.file}:${problem.line ?? 1}:${problem.column ?? 1} field: ${fieldPath(problem.path) || '(whole file)'} ${problem.message}`;
  // Missing: nothing at the field, or text emptied in the form (whatever the schema's wording of it).
  const value = problem.path.length > 0 ? valueAt(data, problem.path) : null;
  const missing = value === undefined || value === '';
  const sentence = missing
    ? missingSentence(problem.path, collection === 'settings' ? (slug ?? '') : collection, data)
    : undefined;
  return sentence
    ? `${sentence}\n      ${details}`
    : `${labelledSentence(problem, { collection, slug, data })}\n      ${details}`;
}

/** The check's message and its fix as sentences, led by where the field is in the form ("Sold › Written consent to publish the price": …). */
function labelledSentence(
  problem: Problem,
  { collection, slug, data }: { collection: string; slug?: string; data: unknown },
): string {
  const fix = problem.formSuggestion ?? problem.suggestion;
  const todo = fix ? ` ${sentenceOf(fix)}` : '';
  const fields = fieldsOf(collection === 'settings' ? (slug ?? '') : collection);
  const labels = fields && problem.path.length > 0 ? labelsAlong(fields, problem.path, data)?.labels : undefined;
  // A list's photo and its file read as one: "Images › Photo 2", not "Images › Photo 2 › Photo".
  if (labels && labels.at(-1) === PHOTO_LABEL && labels.at(-2)?.startsWith(`${PHOTO_LABEL} `)) labels.pop();
  const where = labels ? `"${labels.join(' › ')}": ` : '';
  return `${where}${sentenceOf(problem.message)}${todo}`;
}

/** A refusal as the editor's page shows it: the sentence under the field it concerns, its details for whoever edits the files. */
export interface Refusal {
  /** The sentence, in the form's words. */
  message: string;
  /** Where the check found it (file:line:column, field, the check's own words); empty when it names no place. */
  details: string;
  /** The labels of the fields down to the one it concerns, as the form shows them; empty for the whole entry. */
  labels: string[];
}

/** A problem of the entry's file as a refusal: editorMessage's sentence and details, and the field's labels. */
export function refusalOf(problem: Problem, entry: { collection: string; slug?: string; data: unknown }): Refusal {
  const [sentence = '', ...details] = editorMessage(problem, entry).split('\n');
  return { message: sentence.trim(), details: details.join(' ').trim(), labels: formLabels(problem, entry) };
}

/** The labels of the form's fields down a problem's path ("Sold", "Written consent to publish the price"), where the form shows them. */
function formLabels(
  problem: Problem,
  { collection, slug, data }: { collection: string; slug?: string; data: unknown },
): string[] {
  const fields = fieldsOf(collection === 'settings' ? (slug ?? '') : collection);
  return (fields && problem.path.length > 0 ? labelsAlong(fields, problem.path, data)?.labels : undefined) ?? [];
}

const sentenceOf = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.?!]$/.test(text) ? '' : '.'}`;

/**
 * A warning as the form shows it: the save goes ahead, and this says what looks wrong, where in
 * the form ("Price › Amount", or the photo's file) and what to do, with the details kept as for errors.
 */
export function editorWarning(
  problem: Problem,
  { collection, slug, data }: { collection: string; slug?: string; data: unknown },
): string {
  const details = `details: ${problem.file}:${problem.line ?? 1}:${problem.column ?? 1}${problem.path.length > 0 ? ` field: ${fieldPath(problem.path)}` : ''} ${problem.message}`;
  const fix = problem.formSuggestion ?? problem.suggestion;
  const todo = fix ? ` ${sentenceOf(fix)}` : '';
  const unused = /^no content uses (\S+)$/.exec(problem.message);
  if (unused)
    return `No page shows the photo ${unused[1]} any more. Delete it under Media, or add it to the entry that should show it.\n      ${details}`;
  if (problem.file.startsWith('data/media/'))
    return `The photo /${problem.file.slice('data/'.length)}: ${sentenceOf(problem.message)}${todo}\n      ${details}`;
  return `${labelledSentence(problem, { collection, slug, data })}\n      ${details}`;
}

let formFields: Map<string, DecapField[]> | undefined;
/** Each collection's and settings file's fields, as the form shows them. */
function fieldsOf(collection: string): DecapField[] | undefined {
  formFields ??= new Map(
    decapConfig({ localBackend: true }).collections.flatMap((entry): [string, DecapField[]][] =>
      'files' in entry
        ? (entry.files as { name: string; fields: DecapField[] }[]).map((file) => [file.name, file.fields])
        : [[entry.name, entry.fields]],
    ),
  );
  return formFields.get(collection);
}

const valueAt = (data: unknown, path: Problem['path']): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined),
    data,
  );

/** The labels of the fields down `path`, as the form shows them: a list's item as "Photo 1" or its block type. */
function labelsAlong(
  fields: DecapField[],
  path: Problem['path'],
  data: unknown,
): { labels: string[]; field?: DecapField } | undefined {
  const labels: string[] = [];
  let last: DecapField | undefined;
  let level: DecapField[] | undefined = fields;
  let list: DecapField | undefined;
  for (const [i, key] of path.entries()) {
    if (typeof key === 'number') {
      if (!list) return undefined;
      const item = valueAt(data, path.slice(0, i + 1)) as Record<string, unknown> | undefined;
      const type = Array.isArray(list.types)
        ? (list.types as DecapField[]).find((candidate) => candidate.name === item?.[String(list!.typeKey)])
        : undefined;
      const single = list.field as DecapField | undefined;
      const isPhoto = (list.fields as DecapField[] | undefined)?.some(
        (field) => field.label === PHOTO_DESCRIPTION_LABEL,
      );
      labels.push(
        type ? `${type.label} (block ${key + 1})` : `${isPhoto ? 'Photo' : list.label.replace(/s$/, '')} ${key + 1}`,
      );
      level = type ? (type.fields as DecapField[]) : single ? [single] : (list.fields as DecapField[] | undefined);
      list = undefined;
      continue;
    }
    const field: DecapField | undefined = level?.find((candidate) => candidate.name === key);
    if (!field) return undefined;
    labels.push(field.label);
    last = field;
    if (field.widget === 'list') list = field;
    level = field.fields as DecapField[] | undefined;
  }
  return { labels, field: last };
}

/** What to do about a missing field, in a sentence: "Add a photo of the team member." */
function missingSentence(path: Problem['path'], collection: string, data: unknown): string | undefined {
  const fields = fieldsOf(collection);
  const found = fields && labelsAlong(fields, path, data);
  if (!found || found.labels.length === 0) return undefined;
  const { labels } = found;
  const entryName = collections[collection as keyof typeof collections]?.entryName;
  // A photo left out whole reads as its file left out.
  const wholePhoto = (found.field?.fields as DecapField[] | undefined)?.some(
    (field) => field.label === PHOTO_DESCRIPTION_LABEL,
  );
  const key = wholePhoto ? 'src' : path.at(-1);
  const label = labels.at(-1)!;
  const parent = (wholePhoto ? labels : labels.slice(0, -1)).join(' › ');
  const topLevelPhoto = wholePhoto ? path.length === 1 : path.length === 2;
  const photo = topLevelPhoto && entryName ? `a photo of the ${entryName}` : `the photo in "${parent}"`;
  if (key === 'src') return `Add ${photo}.`;
  if (key === 'alt')
    return `Describe ${photo.replace(/^a /, 'the ')} for people who cannot see it, under "${PHOTO_DESCRIPTION_LABEL}".`;
  if (path.length === 1)
    return entryName ? `Add the ${entryName}'s ${label.toLowerCase()} ("${label}").` : `Fill in "${label}".`;
  return `Fill in "${label}" in "${parent}".`;
}
