import { defineRoute, type RouteDef } from '../route';
import { idParamsSchema } from '../schemas/catalog';
import { giftAnswerSchema, giftItemBodySchema, giftSchema, openGiftSchema } from '../schemas/gifts';

/**
 * Gift by e-mail (spec part 2 §7 'Collection, items, export, gift, fusion'); {id} is the NFT item's id. Served by
 * the owner family, with export, vault and fusion.
 */
export const giftRoutes = {
  // §7: /nft/{itemId}/gift (see the placeholder note in contract.ts).
  giftItem: defineRoute({
    method: 'POST',
    path: '/nft/{id}/gift',
    family: 'owner',
    access: 'verified',
    params: idParamsSchema,
    body: giftItemBodySchema,
    response: giftAnswerSchema,
    summary:
      "status checked for success: the $1 fee charged (card with 3-D Secure, credit, prepaid), the item held and given to the address's verified account, or pending until that address signs up (403 for another user's item, 409 'This NFT is not available for gift', or resell_not_available_yet within 48 hours of a card purchase)",
  }),
  getItemGift: defineRoute({
    method: 'GET',
    path: '/nft/{id}/gift',
    family: 'owner',
    access: 'user',
    params: idParamsSchema,
    response: openGiftSchema,
    summary: "The item's open gift for its giver (not in spec §7: the giver sees a gift pending)",
  }),
  reclaimGift: defineRoute({
    method: 'POST',
    path: '/nft/{id}/gift/reclaim',
    family: 'owner',
    access: 'user',
    params: idParamsSchema,
    response: giftSchema,
    summary:
      'The giver takes back a gift still pending 30 days after it was paid (not in spec §7; 409 before then or once claimed)',
  }),
} satisfies Record<string, RouteDef>;
