import type { CreatorClaim as CreatorClaimView } from '../../../shared/api/schemas/storefront';
import type { CreatorClaim } from '../../domain/storefront/claims';

export const claimView = (claim: CreatorClaim): CreatorClaimView => ({
  creator_id: claim.creatorId,
  creator_name: claim.creatorName,
  valid: claim.valid,
});
