import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, test } from 'vitest';
import { signLocalKey } from '../../scripts/localBackend/supabase/keys.ts';
import { LOCAL_SUPABASE_ANON_KEY } from '../../scripts/lib/localSupabase.ts';

describe('the local keys', () => {
  test('the anon key the browser falls back to is the one the local backend signs', async () => {
    expect(await signLocalKey('anon')).toBe(LOCAL_SUPABASE_ANON_KEY);
  });

  test.each(['anon', 'service_role'] as const)(
    'the %s key is the Supabase CLI demo key: HS256, iss supabase-demo, expiring in 2032',
    async (role) => {
      const key = await signLocalKey(role);
      expect(decodeProtectedHeader(key)).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(decodeJwt(key)).toEqual({ iss: 'supabase-demo', role, exp: 1983812996 });
      expect(await signLocalKey(role)).toBe(key);
    },
  );
});
