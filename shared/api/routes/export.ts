import { defineRoute, type RouteDef } from '../route';
import { idParamsSchema } from '../schemas/catalog';
import {
  exportAnswerSchema,
  exportItemBodySchema,
  validateWalletAddressBodySchema,
  walletAddressValiditySchema,
} from '../schemas/export';

/** Export to an external wallet (spec part 2 §7 'Collection, items, export, gift, fusion'). */
export const exportRoutes = {
  validateWalletAddress: defineRoute({
    method: 'POST',
    path: '/nft/validate-wallet-address',
    family: 'owner',
    access: 'user',
    body: validateWalletAddressBodySchema,
    response: walletAddressValiditySchema,
    summary:
      'validity: a Tezos tz1/tz2/tz3/KT1 address with its base58check checksum, or an Ethereum/Polygon address (EIP-55 checksum when mixed case)',
  }),
  // §7: /nft/{itemId}/export; {id} is the NFT item's id (see the placeholder note in contract.ts).
  exportItem: defineRoute({
    method: 'POST',
    path: '/nft/{id}/export',
    family: 'owner',
    access: 'verified',
    params: idParamsSchema,
    body: exportItemBodySchema,
    response: exportAnswerSchema,
    summary:
      "The owner's item is held and sent to the wallet by the export workflow after the processing window (403 for another user's item, 409 when not export_allowed or resell_not_available_yet: within 48 hours of a card purchase)",
  }),
  // §7: /nft/{itemId}/cancel_export; {id} is the NFT item's id.
  cancelExport: defineRoute({
    method: 'POST',
    path: '/nft/{id}/cancel_export',
    family: 'owner',
    access: 'verified',
    params: idParamsSchema,
    response: exportAnswerSchema,
    summary: "'Export successfully canceled' while the export is cancellable (409 once the transfer began)",
  }),
} satisfies Record<string, RouteDef>;
