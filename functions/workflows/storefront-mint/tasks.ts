import { failStorefrontMint } from '../../domain/storefront/fail-mint';
import {
  checkMintPayment,
  type MintPaymentOutcome,
  mintStorefrontNft,
} from '../../domain/storefront/mint-steps';
import { awsNftMinter } from '../../lib/adapters/custody-nft-minter';
import { getDeps } from '../../lib/deps';

/** What each state of the storefront-mint ASL hands its step (Parameters). */
export type StorefrontMintStepInput = { step: 'check-payment' | 'mint' | 'fail'; uuid: string };

/** The one task Lambda of the storefront-mint workflow (the only one that mints): runs the step the state names. */
export async function storefrontMintStepTask(
  input: StorefrontMintStepInput,
): Promise<{ outcome: MintPaymentOutcome } | { nftId: string } | null> {
  const deps = getDeps(awsNftMinter);
  switch (input.step) {
    case 'check-payment':
      return checkMintPayment(deps, input.uuid);
    case 'mint':
      return mintStorefrontNft(deps, input.uuid);
    case 'fail':
      await failStorefrontMint(deps, input.uuid);
      return null;
  }
}
