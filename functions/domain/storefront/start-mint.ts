import { tryTransactWrite } from '../../data/db';
import { leaveRecoveryIndex } from '../../data/recovery-index';
import { getStorefrontNft, storefrontNftKey } from '../../data/storefront-nft';
import type { Deps } from '../../lib/deps';
import { STOREFRONT_MINT_WORKFLOW, type StorefrontMintInput } from '../workflow-starts';

export const storefrontMintExecution = (uuid: string) => `storefront-mint-${uuid}`;

/** Starts the NFT's storefront-mint workflow (idempotent by its execution name). */
export async function startStorefrontMintWorkflow(deps: Pick<Deps, 'workflows'>, uuid: string) {
  const input: StorefrontMintInput = { uuid };
  await deps.workflows.start(STOREFRONT_MINT_WORKFLOW, input, storefrontMintExecution(uuid));
}

/**
 * The recovery sweep's end for a storefront NFT still in the recovery index: its mint request may have stopped
 * between the transaction that started minting and the workflow's start. Starting it again answers the running
 * execution (same name), so the mint then has its workflow for sure and leaves the index; the workflow takes it to
 * its end (a fee never charged is charged there, or the mint fails).
 */
export async function resumeStorefrontMint(deps: Deps, uuid: string, indexedAs: string): Promise<void> {
  const record = await getStorefrontNft(deps.db, uuid);
  if (!record) return;
  if (record.status === 'minting') await startStorefrontMintWorkflow(deps, uuid);
  await tryTransactWrite(deps.db, [leaveRecoveryIndex(deps.db, storefrontNftKey(uuid), indexedAs)]);
}
