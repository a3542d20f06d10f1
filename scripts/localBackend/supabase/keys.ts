import { SignJWT } from 'jose';

/** The JWT secret every Supabase CLI local stack uses; public knowledge, for local use only. */
const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const jwtSecretKey = new TextEncoder().encode(LOCAL_JWT_SECRET);

/** The Supabase CLI's demo keys expire in 2032; a fixed claim set keeps the keys identical on every machine. */
const LOCAL_KEY_EXPIRY = 1983812996;

/** Signs an API key for a database role exactly as the Supabase CLI's demo keys are signed. */
export function signLocalKey(role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role, exp: LOCAL_KEY_EXPIRY })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(jwtSecretKey);
}
