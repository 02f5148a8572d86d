import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { Blockchain } from '../../../shared/domain/enums';
import type { Db } from '../../data/db';
import { base58CheckEncode } from '../../domain/crypto/addresses/base58';
import {
  type MintedToken,
  type NftMint,
  type NftMinterPort,
  NftMintRejectedError,
} from '../ports/nft-minter';
import { sandboxTransactionHash } from './sandbox-chain';
import { putSandboxRecordOnce, readSandboxRecord } from './sandbox-payouts-store';

/** The title the sandbox minter refuses, so a tester can see a mint fail and its fee refunded. README lists it. */
export const SANDBOX_REJECTED_MINT_TITLE = 'REJECT MINT';

/** Tezos contract addresses are base58check with the prefix bytes that spell 'KT1'. */
const TEZOS_CONTRACT_PREFIX = [2, 90, 121];

/** The sandbox's one storefront contract per chain: 0x-hex on EVM chains, a 'KT1...' address on Tezos. */
function sandboxContractAddress(blockchain: Blockchain): string {
  const digest = sha256(utf8ToBytes(`sandbox-nft-minter:contract:${blockchain}`)).slice(0, 20);
  if (blockchain === Blockchain.tezos)
    return base58CheckEncode(Uint8Array.from([...TEZOS_CONTRACT_PREFIX, ...digest]));
  return `0x${bytesToHex(digest)}`;
}

/** A token id that stays the same for the same reference (a uint64, in decimal as chains show them). */
const sandboxTokenId = (reference: string) =>
  BigInt(
    `0x${bytesToHex(sha256(utf8ToBytes(`sandbox-nft-minter:token:${reference}`)).slice(0, 8))}`,
  ).toString();

const mintKey = (reference: string) => ({ pk: `NFT_MINTER_SANDBOX#${reference}`, sk: 'MINT' });

export type SandboxNftMint = NftMint & MintedToken;

/** A mint the sandbox minter recorded, by its reference (the storefront NFT's uuid). */
export const getSandboxNftMint = (db: Db, reference: string) =>
  readSandboxRecord<SandboxNftMint>(db, mintKey(reference));

/**
 * The minter in test mode: every mint is recorded once, by reference, with its contract, token id and transaction
 * hash; a second mint answers the recorded token. A title of SANDBOX_REJECTED_MINT_TITLE is refused.
 */
export function sandboxNftMinter(db: Db): NftMinterPort {
  return {
    async mint(mint) {
      if (mint.metadata.title.trim().toUpperCase() === SANDBOX_REJECTED_MINT_TITLE)
        throw new NftMintRejectedError(
          `The sandbox minter refuses NFTs titled '${SANDBOX_REJECTED_MINT_TITLE}'`,
        );
      const token: MintedToken = {
        contractAddress: sandboxContractAddress(mint.blockchain),
        tokenId: sandboxTokenId(mint.reference),
        transactionHash: sandboxTransactionHash(mint.blockchain, `mint:${mint.reference}`),
      };
      const { record } = await putSandboxRecordOnce(db, mintKey(mint.reference), 'nft-minter-sandbox-mint', {
        ...mint,
        ...token,
      });
      return {
        contractAddress: record.contractAddress,
        tokenId: record.tokenId,
        transactionHash: record.transactionHash,
      };
    },
  };
}
