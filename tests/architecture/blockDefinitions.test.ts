/**
 * A block is one folder: src/blocks/<type>/ holds its schema, its definition (block.ts) and its
 * component, and the registry and the block-component map (components.ts) name every folder and
 * nothing else. The compiler already rejects a definition without a component (components.ts is
 * typed against the registry); these checks catch what it cannot see: a folder nobody registered,
 * a definition filed under another type, a component that is not the folder's own, a static
 * block whose code the browser's build would keep.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockLoaders } from '../../src/blocks/components.ts';
import { Block, type BlockType, blockDefinitions } from '../../src/blocks/registry.ts';

const blocksDir = join(import.meta.dirname, '..', '..', 'src', 'blocks');
const folders = readdirSync(blocksDir)
  .filter((name) => statSync(join(blocksDir, name)).isDirectory())
  .sort();
const types = Object.keys(blockDefinitions).sort() as BlockType[];

describe('block definitions', () => {
  it('the registry lists exactly one definition per block folder', () => {
    expect(types).toEqual(folders);
  });

  it.each(types)('%s: the definition carries its own type, and its schema writes that type', (type) => {
    const definition = blockDefinitions[type];
    expect(definition.type).toBe(type);
    expect(definition.schema.shape.type.value).toBe(type);
  });

  it("the server renders every block with a component from the block's own folder", async () => {
    expect(Object.keys(blockLoaders).sort()).toEqual(folders);
    for (const [type, load] of Object.entries(blockLoaders)) {
      expect(load.toString(), type).toContain(`/${type}/`);
      expect(await load(), type).toBeTypeOf('function');
    }
  });

  it.each(types.filter((type) => !blockDefinitions[type].interactive))(
    '%s is static, so its component has no state, effects or handlers (they would never run in the browser)',
    (type) => {
      const folder = join(blocksDir, type);
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.tsx'))) {
        const source = readFileSync(join(folder, file), 'utf8');
        expect(source, `${type}/${file}: behaviour needs "interactive: true" in block.ts`).not.toMatch(
          /\b(useState|useReducer|useEffect|useLayoutEffect|useRef|useSyncExternalStore|useLocation)\b|\bon[A-Z]\w*=\{/,
        );
      }
    },
  );

  describe("in the browser's build (import.meta.env.SSR false)", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it('the map holds a component for the interactive blocks only, and the gallery as its island', async () => {
      vi.stubEnv('SSR', false);
      vi.resetModules();
      const { blockLoaders: browserLoaders } = await import('../../src/blocks/components.ts');
      expect(Object.keys(browserLoaders).sort()).toEqual(types.filter((type) => blockDefinitions[type].interactive));
      expect(browserLoaders.listingGallery.toString()).toContain('/listingGallery/ListingGallery.tsx');
      expect(blockLoaders.listingGallery.toString()).toContain('/listingGallery/Gallery.tsx');
    });
  });

  it('the block union accepts each kind of block by its type and refuses an unknown one', () => {
    expect(Block.safeParse({ type: 'pageHeading', heading: 'CURRENT LISTINGS' }).success).toBe(true);
    expect(Block.safeParse({ type: 'noSuchBlock' }).success).toBe(false);
  });

  it('only blocks that open on a full-bleed picture say so, and each of those has a lead image to preload', () => {
    for (const type of types) {
      const definition = blockDefinitions[type] as { opensFullBleed: boolean; leadImage?: unknown };
      if (definition.opensFullBleed) expect(definition.leadImage, type).toBeTypeOf('function');
    }
  });
});
