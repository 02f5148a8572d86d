// Part 1 §5 and beyond: what owners do with their items (export, gift, visibility, vaults).

// Export
export const itemNotReadyForExport = 'Item Not Ready For Export';

// Gift
export const giftOwnEmail = 'Use any email address other than your own';
export const confirmEmailRequired = 'Confirm email required';
export const emailsDoNotMatch = 'Emails do not match.';
export const giftNotAvailable = 'This NFT is not available for gift';
/** Not in the spec: a reclaim with no gift pending on the item. */
export const giftNotPending = 'No gift of this NFT is pending.';
/** Not in the spec: a pending gift may be reclaimed 30 days after it was sent. */
export const giftReclaimNotYet = 'This gift can be reclaimed from {date}.';

export const itemOwnerChanged = 'This NFT has just been taken by someone else.';
export const exportDisabled = 'Export is not available right now.';
export const exportNotYet = 'An NFT can be exported 30 days after it was bought, from {date}.';
export const exportInProgress = 'This NFT is being exported.';
export const exportCompleted = 'This NFT has been exported to your wallet.';
export const exportListed =
  'This NFT is listed for sale or being sold. Remove it from the marketplace to export it.';
export const exportNotCancellable =
  'This export can no longer be canceled: the NFT is being sent to your wallet.';
export const exportWrongBlockchain = 'This NFT can only be exported to a wallet on {blockchain}.';
export const resellNotAllowed = 'This NFT cannot be resold.';
export const resellCooldown = 'An NFT bought by card can be resold 48 hours after purchase, from {date}.';
export const visibilityListed = 'A listed NFT stays public until it is removed from the marketplace.';
