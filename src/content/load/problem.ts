/** One thing wrong (or suspicious) in the content, told the way a content editor can act on it. */
export interface Problem {
  severity: 'error' | 'warning';
  /** Path of the data file relative to the project root, e.g. "data/listings/dunvegan-road.json". */
  file: string;
  /** Where in the file, as keys and indexes; [] for the whole file. */
  path: (string | number)[];
  /** What is wrong and what was expected. */
  message: string;
  suggestion?: string;
  /** The fix as the editor's form says it (its fields' labels, no JSON), where `suggestion` shows the file's keys. */
  formSuggestion?: string;
  /** Point at the field's name rather than its value (for a field that should not be there). */
  pointAtKey?: boolean;
  /** 1-based; filled in by locateProblems() from the file's text. */
  line?: number;
  column?: number;
}

export const fieldPath = (path: Problem['path']) =>
  path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${key}` : key), '');

/** "data/x.json:12:5  price.amount  expected a number" — clickable in editors and terminals. */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line ?? 1}:${p.column ?? 1}`;
  const field = fieldPath(p.path) || '(whole file)';
  const hint = p.suggestion ? `\n      ${p.suggestion}` : '';
  return `${p.severity === 'warning' ? 'warning' : 'error'}  ${where}\n      field: ${field}\n      ${p.message}${hint}`;
}

export function formatProblems(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const summary = `${errors} content error${errors === 1 ? '' : 's'}${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}`;
  return `${problems.map(formatProblem).join('\n\n')}\n\n${summary}`;
}

/** Cross-file rules need whole entries, so they wait until every file passes its own schema. */
export const LATER_CHECKS_NOTE =
  '(links, references, images and warnings are checked once every file passes its schema: fix these first)';

export class ContentError extends Error {
  /** @param crossFileChecked false when schema errors kept the cross-file rules from running. */
  constructor(
    readonly problems: Problem[],
    readonly crossFileChecked = true,
  ) {
    super(
      `The content has problems:\n\n${formatProblems(problems)}${crossFileChecked ? '' : `\n${LATER_CHECKS_NOTE}`}`,
    );
    this.name = 'ContentError';
  }

  /** What an editor reads: every problem, and whether more may follow once they are fixed. */
  get report(): string {
    return `${formatProblems(this.problems)}${this.crossFileChecked ? '' : `\n${LATER_CHECKS_NOTE}`}`;
  }
}
