import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { base58CheckDecode } from '../../../functions/domain/crypto/addresses/base58';
import {
  getSandboxNftMint,
  SANDBOX_REJECTED_MINT_TITLE,
  sandboxNftMinter,
} from '../../../functions/lib/adapters/sandbox-nft-minter';
import { newId } from '../../../functions/lib/ids';
import { type NftMint, NftMintRejectedError } from '../../../functions/lib/ports/nft-minter';
import { Blockchain } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

const mintOf = (overrides: Partial<NftMint> = {}, title = 'Harbour at dawn'): NftMint => ({
  reference: newId(),
  blockchain: Blockchain.polygon,
  editions: 5,
  metadata: {
    title,
    description: 'Oil on canvas, minted.',
    mediaKey: 'storefront/c-1/harbour.png',
    royaltyBps: 750,
    creator: { id: 'c-1', name: 'Mira Stone' },
  },
  ...overrides,
});

describe('the sandbox NFT minter', () => {
  it('mints once per reference and records the mint', async () => {
    const minter = sandboxNftMinter(db);
    const mint = mintOf();

    const first = await minter.mint(mint);
    expect(first.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect(first.tokenId).toMatch(/^\d+$/);
    expect(first.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await getSandboxNftMint(db, mint.reference)).toMatchObject({ ...mint, ...first });

    // A retry (even one whose input drifted) answers the recorded token: nothing is minted twice.
    const again = await sandboxNftMinter(db).mint({ ...mint, editions: 9 });
    expect(again).toEqual(first);
    expect((await getSandboxNftMint(db, mint.reference))?.editions).toBe(5);
  });

  it('gives each mint its own token and transaction on one contract per chain', async () => {
    const minter = sandboxNftMinter(db);
    const [one, two] = await Promise.all([minter.mint(mintOf()), minter.mint(mintOf())]);

    expect(one?.contractAddress).toBe(two?.contractAddress);
    expect(one?.tokenId).not.toBe(two?.tokenId);
    expect(one?.transactionHash).not.toBe(two?.transactionHash);
  });

  it('mints on Tezos with a KT1 contract and an operation hash', async () => {
    const minted = await sandboxNftMinter(db).mint(mintOf({ blockchain: Blockchain.tezos }));

    expect(minted.contractAddress).toMatch(/^KT1/);
    expect(base58CheckDecode(minted.contractAddress)).toHaveLength(23);
    expect(minted.transactionHash).toMatch(/^o/);
  });

  it(`refuses a title '${SANDBOX_REJECTED_MINT_TITLE}' and records nothing`, async () => {
    const mint = mintOf({}, ` ${SANDBOX_REJECTED_MINT_TITLE.toLowerCase()} `);

    await expect(sandboxNftMinter(db).mint(mint)).rejects.toBeInstanceOf(NftMintRejectedError);
    expect(await getSandboxNftMint(db, mint.reference)).toBeUndefined();
  });
});
