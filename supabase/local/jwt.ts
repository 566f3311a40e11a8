import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { apiError, type ApiResponse } from './postgrestErrors.ts';

/** The public half of the key pair that signed LOCAL_ANON_KEY (P-256). */
const LOCAL_JWT_PUBLIC_KEY = {
  kty: 'EC',
  crv: 'P-256',
  x: 'gYKifNwbxwbaCIMbL4Y5PO8ZsP7Egw8Z8ivKNMwTcoE',
  y: 'nxy6UHSNmY4VqI5BA93dbaR3R_KH49OtI1RE2fw28eM',
} as const;

let publicKey: KeyObject | undefined;

export interface JwtClaims {
  role: string;
  exp?: number;
}

/** PostgREST's answer to a bearer token it cannot accept: 401, with the reason in WWW-Authenticate too. */
function refused(code: 'PGRST301' | 'PGRST303', message: string): ApiResponse {
  const response = apiError(401, code, message);
  return {
    ...response,
    headers: {
      'www-authenticate': `Bearer error="invalid_token", error_description="${message.replace(/["\\]/g, '')}"`,
    },
  };
}

function decodePart(part: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return undefined;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Checks a bearer token as PostgREST checks one: three parts, an ES256 signature by this backend's key,
 * not expired, with a role. Anything else is refused with 401 (PGRST301 for a token that is not one of
 * ours, PGRST303 for claims that do not hold).
 */
export function verifyJwt(token: string, now: number = Date.now() / 1000): JwtClaims | ApiResponse {
  const parts = token.split('.');
  if (parts.length !== 3) return refused('PGRST301', `Expected 3 parts in JWT; got ${parts.length}`);
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodePart(headerPart) as { alg?: unknown } | undefined;
  const claims = decodePart(payloadPart) as { role?: unknown; exp?: unknown } | undefined;
  if (!header || !claims || typeof claims !== 'object' || !/^[A-Za-z0-9_-]+$/.test(signaturePart))
    return refused('PGRST301', 'JWT cannot be decoded');
  if (header.alg !== 'ES256') return refused('PGRST301', 'Wrong or unsupported encoding algorithm');
  publicKey ??= createPublicKey({ key: LOCAL_JWT_PUBLIC_KEY, format: 'jwk' });
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) return refused('PGRST301', 'No suitable key or wrong key type');
  if (claims.exp !== undefined && (typeof claims.exp !== 'number' || claims.exp <= now))
    return refused('PGRST303', 'JWT expired');
  if (typeof claims.role !== 'string') return refused('PGRST303', 'JWT has no role claim');
  return { role: claims.role, exp: claims.exp as number | undefined };
}

/**
 * Tokens whose signature has been checked, so that a signature (about a tenth of a millisecond of ECDSA) is
 * verified once per token rather than once per request: every visitor sends the same anon key. Only tokens
 * that passed are kept, the expiry is checked on every use, and the map is bounded.
 */
const verified = new Map<string, JwtClaims>();
const MAX_REMEMBERED = 256;

export function verifyJwtOnce(token: string, now: number = Date.now() / 1000): JwtClaims | ApiResponse {
  const known = verified.get(token);
  if (known) return known.exp !== undefined && known.exp <= now ? refused('PGRST303', 'JWT expired') : known;
  const result = verifyJwt(token, now);
  if (!isRefusal(result)) {
    if (verified.size >= MAX_REMEMBERED) verified.clear();
    verified.set(token, result);
  }
  return result;
}

export const isRefusal = (value: JwtClaims | ApiResponse): value is ApiResponse => 'status' in value;
