import { join } from 'node:path';

/**
 * The site the tests build, browse and copy: a frozen copy of the sample content
 * (tests/fixtures/site/README.md), so a change to data/ that `npm run check` accepts can never
 * break a test of the code.
 */
export const fixtureSiteRoot = join(import.meta.dirname, '..', 'fixtures', 'site');
