import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';
import type { Problem } from './problem.ts';
import { lineColumnAt } from './locate.ts';

const explain: Record<string, string> = {
  CommaExpected: 'a comma is missing between two values (or there is one value too many)',
  PropertyNameExpected: 'a "name" in double quotes was expected here (a trailing comma before "}" is not allowed in JSON)',
  ValueExpected: 'a value was expected here (a trailing comma before "]" or "}" is not allowed in JSON)',
  ColonExpected: 'a colon ":" was expected after the name',
  CloseBraceExpected: 'a closing "}" is missing',
  CloseBracketExpected: 'a closing "]" is missing',
  EndOfFileExpected: 'there is text after the end of the JSON',
  InvalidSymbol: 'this is not valid JSON (text values need double quotes)',
  UnexpectedEndOfString: 'a text value is missing its closing double quote',
  InvalidCommentToken: 'JSON files cannot contain comments',
};

/**
 * JSON.parse first (fast); only a file that fails is parsed again by jsonc-parser to tell
 * every syntax error with its line and column, instead of JSON.parse's single offset.
 */
export function parseJson(file: string, text: string): { value: unknown } | { problems: Problem[] } {
  try {
    return { value: JSON.parse(text) };
  } catch {
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false });
    // JSON.parse refused what jsonc-parser accepts (rare): point at the start of the file.
    const found: ParseError[] = errors.length ? errors : [{ error: 1 /* InvalidSymbol */, offset: 0, length: 0 }];
    // One slip often yields several errors at the same spot; report each spot once.
    const firstPerSpot = found.filter((e, i) => found.findIndex((f) => f.offset === e.offset) === i);
    return {
      problems: firstPerSpot.map((e) => {
        const code = printParseErrorCode(e.error);
        return {
          severity: 'error' as const,
          file,
          path: [],
          message: `malformed JSON: ${explain[code] ?? code}`,
          ...lineColumnAt(text, e.offset),
        };
      }),
    };
  }
}
