/** jsonc-parser's error codes, told in words an editor can act on. */
const explain: Record<string, string> = {
  CommaExpected: 'a comma is missing between two values (or there is one value too many)',
  PropertyNameExpected:
    'a "name" in double quotes was expected here (a trailing comma before "}" is not allowed in JSON)',
  ValueExpected: 'a value was expected here (a trailing comma before "]" or "}" is not allowed in JSON)',
  ColonExpected: 'a colon ":" was expected after the name',
  CloseBraceExpected: 'a closing "}" is missing',
  CloseBracketExpected: 'a closing "]" is missing',
  EndOfFileExpected: 'there is text after the end of the JSON',
  InvalidSymbol: 'this is not valid JSON (text values need double quotes)',
  UnexpectedEndOfString: 'a text value is missing its closing double quote',
  InvalidCommentToken: 'JSON files cannot contain comments',
};

const curlyQuotes = /[\u201C\u201D\u201E\u201F\u2018\u2019\u201A\u201B\u00AB\u00BB]/;

/** A number as people write money: "$4,500,000", "4,500,000.00" or "4 500 000". */
const moneyLike = /\$?\s?\d{1,3}(?:[, ]\d{3})+(?:\.\d+)?|\$\s?\d+(?:\.\d+)?/g;

/** The money-like number the error at `offset` falls in, with the number to write instead. */
function moneyAround(text: string, offset: number): { written: string; plain: string } | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  for (const match of line.matchAll(moneyLike)) {
    const start = lineStart + match.index;
    if (offset >= start && offset <= start + match[0].length)
      return { written: match[0].trim(), plain: String(Math.round(Number(match[0].replace(/[$,\s]/g, '')))) };
  }
  return undefined;
}

/**
 * What a syntax error most likely means, looking at the text where it happened: curly quotes
 * from a word processor, or an amount typed with a dollar sign or thousands separators, are the
 * slips content staff make most, and jsonc-parser's own words for them ("comma expected") mislead.
 */
export function explainSyntaxError(
  text: string,
  offset: number,
  code: string,
): { message: string; suggestion?: string; offset?: number; recognized?: boolean } {
  const next = text.slice(offset).trimStart()[0] ?? '';
  const comma = /,\s*$/.exec(text.slice(0, offset));
  if ((next === '}' || next === ']') && comma)
    return {
      message: `a comma after the last ${next === '}' ? 'field' : 'item'} is not allowed in JSON`,
      suggestion: 'delete this comma',
      offset: comma.index,
      recognized: true,
    };
  if (curlyQuotes.test(next))
    return {
      recognized: true,
      message: 'curly “smart” quotes cannot mark names and text in JSON',
      suggestion:
        'use straight quotes: replace “ and ” (and ‘ ’) around names and values with " (editors and word processors sometimes change them as you type)',
    };
  const money = moneyAround(text, offset);
  if (money)
    return {
      recognized: true,
      message: `the number ${money.written} is written with ${money.written.includes('$') ? 'a dollar sign' : 'thousands separators'}, which JSON does not accept`,
      suggestion: `write ${money.plain} (digits only: no quotes, dollar sign, commas or spaces)`,
    };
  return { message: explain[code] ?? code };
}
