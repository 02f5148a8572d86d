import { messages } from '../../../../shared/domain/messages';
import { type ExternalClaimRecord, getClaim, listClaimsOfEmail } from '../../../data/external-claim';
import { getNfts, type NftRecord } from '../../../data/nft';
import { getUser, type UserRecord } from '../../../data/user';
import type { Deps } from '../../../lib/deps';
import { NotFoundError } from '../../../lib/errors';

/** A claim with the NFTs of its lines (an NFT taken out of the catalogue is left out). */
export interface ClaimWithNfts {
  claim: ExternalClaimRecord;
  nfts: Map<string, NftRecord>;
}

/** Whether the order was bought with this user's e-mail (compared case-insensitively). */
export const isBuyer = (user: Pick<UserRecord, 'email'>, claim: Pick<ExternalClaimRecord, 'email'>) =>
  user.email.toLowerCase() === claim.email;

async function withNfts(deps: Deps, claims: ExternalClaimRecord[]): Promise<ClaimWithNfts[]> {
  const ids = [...new Set(claims.flatMap((claim) => claim.lines.map((line) => line.nftId)))];
  const found = (await getNfts(deps.db, ids)).filter((nft): nft is NftRecord => nft !== undefined);
  const nfts = new Map(found.map((nft) => [nft.id, nft]));
  return claims.map((claim) => ({ claim, nfts }));
}

async function mustGetUser(deps: Deps, userUuid: string): Promise<UserRecord> {
  const user = await getUser(deps.db, userUuid);
  if (!user) throw new NotFoundError();
  return user;
}

/** The claims of orders bought with the user's e-mail, newest first. */
export async function listBuyerClaims(deps: Deps, userUuid: string): Promise<ClaimWithNfts[]> {
  const user = await mustGetUser(deps, userUuid);
  return withNfts(deps, await listClaimsOfEmail(deps.db, user.email));
}

/** The claim of `token`, only for its buyer: anyone else is told it does not exist. */
export async function getBuyerClaim(deps: Deps, userUuid: string, token: string): Promise<ClaimWithNfts> {
  const [user, claim] = await Promise.all([mustGetUser(deps, userUuid), getClaim(deps.db, token)]);
  if (!claim || !isBuyer(user, claim)) throw new NotFoundError(messages.notFound);
  const [found] = await withNfts(deps, [claim]);
  if (!found) throw new NotFoundError();
  return found;
}
