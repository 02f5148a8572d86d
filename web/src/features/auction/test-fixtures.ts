/** A sold edition of nft-1, not listed (the shared editions table's fixture). */
export { makeEdition } from '../../testing/nft-fixtures';
