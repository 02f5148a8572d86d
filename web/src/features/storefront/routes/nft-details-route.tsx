import { Page } from '../../../components/page/page';
import { CreatorArea } from '../components/creator-area';
import { MyNftScreen } from '../components/my-nft-screen';
import { NftDetails } from '../components/nft-details';

/** /storefront-nft-details/{uuid}. */
export function NftDetailsRoute({ uuid }: { uuid: string }) {
  return (
    <Page title="NFT Details" testId="storefront-details-page">
      <CreatorArea>
        {() => <MyNftScreen uuid={uuid}>{(nft) => <NftDetails nft={nft} />}</MyNftScreen>}
      </CreatorArea>
    </Page>
  );
}
