import { describe, expect, test } from 'vitest';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL, resolveSupabaseConfig } from '../../src/forms/config.ts';

describe('resolveSupabaseConfig', () => {
  test('without configuration the forms use the local backend, and say so', () => {
    expect(resolveSupabaseConfig({})).toEqual({ url: 'http://127.0.0.1:54321', anonKey: LOCAL_SUPABASE_ANON_KEY, isLocal: true });
    expect(resolveSupabaseConfig({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' })).toMatchObject({ url: LOCAL_SUPABASE_URL, isLocal: true });
  });

  test('a hosted project is used as given (without a trailing slash)', () => {
    expect(resolveSupabaseConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'public-anon-key' })).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'public-anon-key',
      isLocal: false,
    });
  });

  test('only one of the two variables is a mistake, not a silent fall-back', () => {
    expect(() => resolveSupabaseConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow('VITE_SUPABASE_ANON_KEY is missing');
    expect(() => resolveSupabaseConfig({ VITE_SUPABASE_ANON_KEY: 'key' })).toThrow('VITE_SUPABASE_URL is missing');
  });

  test('a URL that is not http(s) is refused', () => {
    expect(() => resolveSupabaseConfig({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' })).toThrow('must be an http(s) URL');
  });
});
