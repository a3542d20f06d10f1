// Prints vitest's JSON results as one plain line, "N passed, N failed", for CI logs.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  const results = JSON.parse(readFileSync(file, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
}
console.log(`${passed} passed, ${failed} failed`);
