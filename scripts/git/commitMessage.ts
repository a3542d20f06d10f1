/**
 * The house style of a commit message, checked by the repository's commit-msg hook
 * (.githooks/commit-msg, switched on by npm install's "prepare"): a subject of at most 72
 * characters in the imperative ("Refuse…", not "Refused…" or "Refusing…"), without a closing
 * full stop, then a blank line and the why. The history was once hard to scan (subjects averaged
 * 251 characters, the longest 1,828), and a subject is what `git log --oneline` shows.
 */
const SUBJECT_LIMIT = 72;

/** Verbs whose imperative itself ends in "ed" or "ing". */
const IMPERATIVES = new Set([
  'embed',
  'feed',
  'need',
  'proceed',
  'exceed',
  'succeed',
  'speed',
  'seed',
  'bring',
  'string',
]);

/** Lines git itself adds or leaves out: comments, and everything under the scissors line. */
function meaningfulLines(message: string): string[] {
  const lines = message.split('\n');
  const scissors = lines.findIndex((line) => /^# -+ >8 -+$/.test(line));
  return (scissors === -1 ? lines : lines.slice(0, scissors)).filter((line) => !line.startsWith('#'));
}

export function commitMessageProblems(message: string): string[] {
  const lines = meaningfulLines(message);
  while (lines.length && !lines[0]!.trim()) lines.shift();
  const subject = lines[0]?.trimEnd() ?? '';
  // Git's own subjects (merges, reverts, fixups to be squashed) are left as git writes them.
  if (/^(Merge|Revert|fixup!|squash!|amend!) /.test(subject)) return [];
  const problems: string[] = [];
  if (!subject) return ['The message is empty: write a subject line saying what the commit does.'];
  if (subject.length > SUBJECT_LIMIT)
    problems.push(
      `The subject is ${subject.length} characters; keep it to ${SUBJECT_LIMIT} and move the detail into the body, after a blank line.`,
    );
  if (/[.]$/.test(subject)) problems.push('End the subject without a full stop.');
  const firstWord = subject.split(/\s/)[0] ?? '';
  if (/^[A-Za-z]+(ed|ing)$/.test(firstWord) && !IMPERATIVES.has(firstWord.toLowerCase()))
    problems.push(`Start the subject in the imperative, as a command ("Add", "Fix"), not "${firstWord}".`);
  if (lines.length > 1 && lines[1]!.trim())
    problems.push('Leave the second line blank: the subject is one line, the why follows after a blank line.');
  return problems;
}
