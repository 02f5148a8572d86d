import type { Clock } from '../clock';
import { InvalidTokenError } from '../errors';
import type { SessionsPort } from '../ports/sessions';
import { JwtError, signJwt, verifyJwt } from './jwt';

export const ID_TOKEN_AUDIENCE = 'collectibles-api';
export const ID_TOKEN_ISSUER = 'collectibles';
export const ID_TOKEN_LIFETIME_SECONDS = 15 * 60;
export const MIN_SIGNING_SECRET_LENGTH = 32;

/** Sessions as HS256 JWTs; where the secret comes from is the adapter's business (env, table, Secrets Manager). */
export function jwtSessions(signingSecret: () => Promise<string>, clock: Clock): SessionsPort {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    async issueIdToken(principal) {
      const iat = nowSeconds();
      return signJwt(
        {
          sub: principal.uuid,
          aud: ID_TOKEN_AUDIENCE,
          iss: ID_TOKEN_ISSUER,
          iat,
          exp: iat + ID_TOKEN_LIFETIME_SECONDS,
          email_verified: principal.emailVerified,
          ...(principal.sessionEpoch ? { session_epoch: principal.sessionEpoch } : {}),
        },
        await signingSecret(),
      );
    },
    async verifyIdToken(token) {
      try {
        const claims = verifyJwt(token, await signingSecret(), {
          aud: ID_TOKEN_AUDIENCE,
          iss: ID_TOKEN_ISSUER,
          nowSeconds: nowSeconds(),
        });
        return {
          uuid: claims.sub,
          emailVerified: claims.email_verified === true,
          sessionEpoch: typeof claims.session_epoch === 'string' ? claims.session_epoch : null,
        };
      } catch (error) {
        if (error instanceof JwtError) throw new InvalidTokenError();
        throw error;
      }
    },
  };
}

/** Rejects a secret too short for HS256, naming where it came from. */
export function checkedSecret(secret: string | undefined, source: string): string {
  if (!secret || secret.length < MIN_SIGNING_SECRET_LENGTH) {
    throw new Error(
      `${source} must hold a signing secret of at least ${MIN_SIGNING_SECRET_LENGTH} characters`,
    );
  }
  return secret;
}
