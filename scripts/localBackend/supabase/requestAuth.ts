import type { IncomingHttpHeaders } from 'node:http';
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { postgrestErrors } from './rest/errors.ts';

/** Who a request acts as: the role claim of its verified JWT, and every claim for request.jwt.claims. */
export interface RequestIdentity {
  role: string;
  claims: JWTPayload;
}

/**
 * Verifies a request's keys as Supabase does: the API gateway requires a valid `apikey` on every
 * request (a Bearer token alone is refused), and PostgREST takes the role from the
 * `Authorization: Bearer` token, falling back to the apikey. Whether that role may do anything is
 * left to PostgreSQL.
 */
export function createRequestAuthenticator(secretKey: Uint8Array) {
  async function verify(token: string): Promise<RequestIdentity> {
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, secretKey, { algorithms: ['HS256'] }));
    } catch (error) {
      throw postgrestErrors.jwt(describeJwtFailure(error));
    }
    if (typeof claims.role !== 'string' || claims.role === '') throw postgrestErrors.jwt('JWT has no role claim');
    return { role: claims.role, claims };
  }

  return async function authenticate(headers: IncomingHttpHeaders): Promise<RequestIdentity> {
    const apiKey = single(headers.apikey);
    const authorization = single(headers.authorization);
    if (!apiKey) throw postgrestErrors.missingApiKey();
    if (!authorization) return verify(apiKey);
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!bearer) throw postgrestErrors.jwt('The Authorization header must be "Bearer <JWT>"');
    // The gateway's check: a forged or expired apikey is refused even beside a valid bearer.
    // supabase-js sends the anon key in both headers; one verification then serves both.
    if (apiKey !== bearer) await verify(apiKey);
    return verify(bearer);
  };
}

function single(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

function describeJwtFailure(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'JWT expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'JWT signature does not match';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'JWT must be signed with HS256';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `JWT claim "${error.claim}" is not valid yet or any more`;
  return 'JWT is malformed';
}
