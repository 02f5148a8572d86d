import { Redirect, useSearch } from 'wouter';
import { LinkButton } from '../../../components/button/link-button';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { paths } from '../../../config/paths';
import { CreatorArea } from '../components/creator-area';
import { MintingCheckout } from '../components/minting-checkout';
import { MyNftScreen } from '../components/my-nft-screen';

/** /storefront-minting-checkout?uuid=: the minting fee of a draft, then its mint's progress. */
export function MintingCheckoutRoute() {
  const uuid = new URLSearchParams(useSearch()).get('uuid');
  if (!uuid) return <Redirect to={paths.storefront()} replace />;
  return (
    <Page title="Minting Checkout" testId="storefront-minting-page">
      <CreatorArea>
        {() => (
          <MyNftScreen uuid={uuid}>
            {(nft) =>
              nft.status === 'draft' && !nft.image ? (
                <EmptyState title="Upload the NFT media before minting.">
                  <LinkButton to={paths.storefrontEditDraft({ uuid })}>Edit draft</LinkButton>
                </EmptyState>
              ) : (
                <MintingCheckout draft={nft} />
              )
            }
          </MyNftScreen>
        )}
      </CreatorArea>
    </Page>
  );
}
