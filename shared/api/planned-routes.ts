import type { RouteDef } from './route';

/**
 * Every other call of spec part 2 §7 (the ones not yet in `liveRoutes`), answered 501 until their issues
 * land. Paths are §7's with a leading slash; `summary` is §7's answer text. Payload schemas list the field
 * names §7 gives (all optional, other fields kept) until each route gets its real schemas.
 *
 * Placeholder names: API Gateway (HTTP API) rejects two routes that differ only in placeholder names and a
 * route whose placeholder sits at the same level as a differently named one under the same parent
 * (ConflictException 'conflicting variable on the same hierarchical level'). So every level below a literal
 * prefix uses one name, whatever the method. Renamed from §7 (noted again at each route):
 * - /nft/{id}/...: §7 writes /nft/{nftId}, /nft/{nftId}/item/{nftItemId}, /nft/{id}/item/{itemId}/open-vault
 *   and /nft/{itemId}/export|cancel_export|gift; all use {id} and /item/{itemId} here. For export, cancel
 *   export and gift, {id} carries the NFT item's id.
 * - /nft/marketplace/{id}/{itemId}: §7 writes /nft/marketplace/{nftId}/{itemId} next to /nft/marketplace/{id}.
 * - /offers/{offerId}: §7 writes PATCH /offers/{id} next to GET /offers/{offerId}.
 * Not routes: 'GET {media url}?url=true' (a media address), and the validity check on /auction/{id}/bid (the
 * same POST as the bid, with validate true). GET /payments/card_fee?amount={amount} is the path
 * /payments/card_fee with an `amount` query parameter.
 */

export const plannedRoutes = {} satisfies Record<string, RouteDef>;
