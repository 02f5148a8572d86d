/**
 * The storefront's and creators' messages (issue 15; not worded by the spec, worded once here). Apart from
 * messages/ so that only the storefront's bundles carry them.
 */
export const storefrontMessages = {
  creatorsDisabled: 'Creators are not available right now.',
  storefrontDisabled: 'The storefront is not available right now.',
  notACreator: 'You are not a creator yet.',
  invitationNotFound: 'Invitation not found',
  invitationClaimed: 'Invitation already claimed',
  invitationExpired: 'Invitation expired',
  invitationOtherEmail: 'This invitation was sent to another e-mail address.',
  creatorNameTaken: 'This creator name is taken.',
  storefrontDraftOnly: 'Only drafts can be edited.',
  storefrontMintNeedsDraft: 'Only a draft with its media can be minted.',
  storefrontListNeedsMinted: 'Only a minted NFT can be listed.',
  storefrontAlreadyListed: 'This NFT already has an active listing.',
  storefrontQuantityTooHigh: 'You can list at most {max} editions.',
  storefrontEndsBeforeStart: 'The end must be after the start.',
  storefrontNotYours: 'This NFT belongs to another creator.',
  storefrontMediaKeyInvalid: 'The media must be a file you uploaded for this storefront.',
  storefrontNftNotFound: 'NFT not found',
  creatorNotFound: 'Creator not found',
} as const;
