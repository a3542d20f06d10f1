import { describe, expect, it } from 'vitest';
import { staleGenerated } from '../../scripts/tools/generate.ts';

describe('generated files', () => {
  it('schema/, docs/CONTENT.md and src/ui/fonts/ are what `npm run generate` writes now', async () => {
    const stale = await staleGenerated();
    expect(stale, `Out of date: ${stale.join('; ')}. Run: npm run generate`).toEqual([]);
  }, 120_000);
});
