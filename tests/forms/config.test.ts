import { describe, expect, test } from 'vitest';
import { browserSupabaseConfig, resolveSupabaseConfig } from '../../src/forms/config.ts';

describe('resolveSupabaseConfig', () => {
  test('without configuration there is no project: the browser code holds no fallback', () => {
    expect(resolveSupabaseConfig({})).toBeUndefined();
    expect(resolveSupabaseConfig({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' })).toBeUndefined();
    // Outside a Vite build nothing is inlined: a form then fails with its notice, and the console says why.
    expect(() => browserSupabaseConfig()).toThrow('The forms are not configured');
  });

  test('a hosted project is used as given (without a trailing slash)', () => {
    expect(
      resolveSupabaseConfig({
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_SUPABASE_ANON_KEY: 'public-anon-key',
      }),
    ).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'public-anon-key',
    });
  });

  test('only one of the two variables is a mistake, not a silent fall-back', () => {
    expect(() => resolveSupabaseConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      'VITE_SUPABASE_ANON_KEY is missing',
    );
    expect(() => resolveSupabaseConfig({ VITE_SUPABASE_ANON_KEY: 'key' })).toThrow('VITE_SUPABASE_URL is missing');
  });

  test('a URL that is not http(s) is refused', () => {
    expect(() =>
      resolveSupabaseConfig({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' }),
    ).toThrow('must be an http(s) URL');
  });
});
