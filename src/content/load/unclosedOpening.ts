interface Opening {
  char: '{' | '[';
  offset: number;
  indent: number;
}

const closerOf = { '{': '}', '[': ']' } as const;
const word = { '{': 'brace "{"', '[': 'bracket "["' } as const;

function lineOf(text: string, offset: number) {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  const line = text.slice(start, end === -1 ? undefined : end);
  return { line, indent: line.length - line.trimStart().length, atLineStart: text.slice(start, offset).trim() === '' };
}

/** `"price": {` names what the brace opens: "price". */
function nameBefore(text: string, offset: number): string | undefined {
  const before = lineOf(text, offset).line.slice(0, offset - (text.lastIndexOf('\n', offset - 1) + 1));
  return /"([^"]+)"\s*:\s*$/.exec(before)?.[1];
}

const describeOpening = (text: string, o: Opening) => {
  const name = nameBefore(text, o.offset);
  return name ? `the ${word[o.char]} that opens "${name}"` : `this ${word[o.char]}`;
};

/**
 * When a brace or bracket is left open, the parser only notices lines later (or at the end of
 * the file), where its message makes no sense. This finds the opening that was most likely left
 * open: in a file laid out one field per line, the opening whose closing stands at another
 * indentation (its own closing is missing, so it took the next one); else the opening still
 * open at the end. Undefined when braces and brackets balance, so the parser's error stands.
 */
export function unclosedOpening(text: string): { offset: number; message: string; suggestion: string } | undefined {
  const stack: Opening[] = [];
  const misaligned: Opening[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') stack.push({ char: c, offset: i, indent: lineOf(text, i).indent });
    else if (c === '}' || c === ']') {
      const open = stack.pop();
      if (!open)
        return {
          offset: i,
          message: `there is a "${c}" too many here: nothing is open for it to close`,
          suggestion: `delete this "${c}", or check the lines above for a missing "${c === '}' ? '{' : '['}"`,
        };
      if (closerOf[open.char] !== c)
        return {
          offset: open.offset,
          message: `${describeOpening(text, open)} is never closed: a "${c}" closes it instead`,
          suggestion: `add "${closerOf[open.char]}" where it ends`,
        };
      const close = lineOf(text, i);
      if (close.atLineStart && close.indent !== open.indent) misaligned.push(open);
    }
  }
  if (!stack.length) return undefined;
  const culprit = misaligned[0] ?? stack[stack.length - 1]!;
  return {
    offset: culprit.offset,
    message: `${describeOpening(text, culprit)} is never closed`,
    suggestion: `add "${closerOf[culprit.char]}" where ${nameBefore(text, culprit.offset) ? `"${nameBefore(text, culprit.offset)}"` : 'it'} ends`,
  };
}
