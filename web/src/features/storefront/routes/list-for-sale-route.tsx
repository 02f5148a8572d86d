import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { LinkButton } from '../../../components/button/link-button';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { paths } from '../../../config/paths';
import { myNftKey } from '../api/get-my-nft';
import { myNftsKey } from '../api/list-my-nfts';
import { CreatorArea } from '../components/creator-area';
import { ListForSaleForm } from '../components/list-for-sale-form';
import { MyNftScreen } from '../components/my-nft-screen';

/** /storefront-list-for-sale/{uuid}: a minted NFT's Buy Now listing; one at a time. */
export function ListForSaleRoute({ uuid }: { uuid: string }) {
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  return (
    <Page title="List for Sale" testId="storefront-list-page">
      <CreatorArea>
        {() => (
          <MyNftScreen uuid={uuid}>
            {(nft) =>
              nft.status === 'minted' && !nft.listing ? (
                <ListForSaleForm
                  nft={nft}
                  onListed={(listed) => {
                    void mutate(myNftKey(uuid), listed, { revalidate: false });
                    void mutate(myNftsKey());
                    navigate(paths.storefrontNftDetails({ uuid }));
                  }}
                />
              ) : (
                <EmptyState
                  title={nft.listing ? 'This NFT is already listed.' : 'Only minted NFTs can be listed.'}
                >
                  <LinkButton to={paths.storefrontNftDetails({ uuid })}>View details</LinkButton>
                </EmptyState>
              )
            }
          </MyNftScreen>
        )}
      </CreatorArea>
    </Page>
  );
}
