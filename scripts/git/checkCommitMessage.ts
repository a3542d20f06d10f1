/** The commit-msg hook's command: `tsx scripts/git/checkCommitMessage.ts <message file>`. */
import { readFileSync } from 'node:fs';
import { commitMessageProblems } from './commitMessage.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: tsx scripts/git/checkCommitMessage.ts <commit message file>');
  process.exit(2);
}
const problems = commitMessageProblems(readFileSync(file, 'utf8'));
for (const problem of problems) console.error(`commit message: ${problem}`);
if (problems.length) console.error(`(Your message is kept in ${file}; git commit -e -F ${file} reopens it.)`);
process.exitCode = problems.length ? 1 : 0;
