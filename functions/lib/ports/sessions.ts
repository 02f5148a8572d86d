import type { Principal } from '../auth/principal';

/** Issues and checks id_tokens (signed JWTs). Throws InvalidTokenError for a token it does not accept. */
export interface SessionsPort {
  issueIdToken(principal: Principal): Promise<string>;
  verifyIdToken(token: string): Promise<Principal>;
}
