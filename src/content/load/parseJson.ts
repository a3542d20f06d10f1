import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';
import { duplicateKeys } from './duplicateKeys.ts';
import { lineColumnAt } from './locate.ts';
import type { Problem } from './problem.ts';
import { explainSyntaxError } from './syntaxHints.ts';
import { unclosedOpening } from './unclosedOpening.ts';

/** A byte-order mark, which some Windows editors write first; JSON.parse refuses it, so it is dropped. */
const BYTE_ORDER_MARK = '\uFEFF';

/** The text as it is parsed and located: without a byte-order mark. */
export const withoutByteOrderMark = (text: string) => (text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text);

/**
 * JSON.parse first (fast); only a file that fails is parsed again by jsonc-parser to tell
 * every syntax error with its line and column, instead of JSON.parse's single offset. A file
 * that parses is still refused when it writes a key twice: JSON.parse would keep the last one
 * without a word, and the first would be silently lost.
 */
export function parseJson(file: string, rawText: string): { value: unknown } | { problems: Problem[] } {
  const text = withoutByteOrderMark(rawText);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: syntaxProblems(file, text) };
  }
  const duplicates = duplicateKeys(text);
  if (duplicates.length)
    return {
      problems: duplicates.map(({ key, first, second }) => ({
        severity: 'error' as const,
        file,
        path: [],
        message: `the field "${key}" is written twice in the same object (lines ${lineColumnAt(text, first).line} and ${lineColumnAt(text, second).line}); only one can count`,
        suggestion: 'keep the one you mean and delete the other',
        ...lineColumnAt(text, second),
      })),
    };
  return { value };
}

function syntaxProblems(file: string, text: string): Problem[] {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  // JSON.parse refused what jsonc-parser accepts (rare): point at the start of the file.
  const found: ParseError[] = errors.length ? errors : [{ error: 1 /* InvalidSymbol */, offset: 0, length: 0 }];
  // A brace or bracket left open shows up as errors far from the slip: say where it opened instead.
  const unclosed = unclosedOpening(text);
  if (unclosed)
    return [
      {
        severity: 'error',
        file,
        path: [],
        message: `malformed JSON: ${unclosed.message}`,
        suggestion: unclosed.suggestion,
        ...lineColumnAt(text, unclosed.offset),
      },
    ];
  // One slip often yields several errors at the same spot, and a recognized slip (curly quotes, an
  // amount with commas) more on the same line: report each spot once, and a recognized slip alone.
  const explained = found.map((e) => ({
    ...explainSyntaxError(text, e.offset, printParseErrorCode(e.error)),
    at: e.offset,
  }));
  const lineOf = (e: { at: number; offset?: number }) => lineColumnAt(text, e.offset ?? e.at).line;
  const recognizedLines = new Set(explained.filter((e) => e.recognized).map(lineOf));
  const kept = explained.filter(
    (e, i) =>
      explained.findIndex((f) => (f.offset ?? f.at) === (e.offset ?? e.at)) === i &&
      (!recognizedLines.has(lineOf(e)) ||
        (e.recognized && explained.findIndex((f) => f.recognized && lineOf(f) === lineOf(e)) === i)),
  );
  return kept.map((e) => ({
    severity: 'error' as const,
    file,
    path: [],
    message: `malformed JSON: ${e.message}`,
    ...(e.suggestion ? { suggestion: e.suggestion } : {}),
    ...lineColumnAt(text, e.offset ?? e.at),
  }));
}
