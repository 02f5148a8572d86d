import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import type { StorefrontNftOwnerView } from '../../../../../shared/api/schemas/storefront';
import { paths } from '../../../config/paths';
import { myNftKey } from '../api/get-my-nft';
import { myNftsKey } from '../api/list-my-nfts';
import type { AfterSave } from '../components/nft-form';

/** After a draft is saved: its minting checkout ('Continue to minting'), else back to the dashboard. */
export function useAfterSave() {
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  return (draft: StorefrontNftOwnerView, next: AfterSave) => {
    void mutate(myNftKey(draft.uuid), draft, { revalidate: false });
    void mutate(myNftsKey());
    navigate(
      next === 'mint'
        ? `${paths.storefrontMintingCheckout()}?uuid=${encodeURIComponent(draft.uuid)}`
        : paths.storefront(),
    );
  };
}
