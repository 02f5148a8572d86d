import { Page } from '../../../components/page/page';
import { CreatorArea } from '../components/creator-area';
import { NftForm } from '../components/nft-form';
import { useAfterSave } from '../hooks/use-after-save';

/** /storefront-create-nft: a new draft. */
export function CreateNftRoute() {
  const afterSave = useAfterSave();
  return (
    <Page title="Create NFT" testId="storefront-create-page">
      <CreatorArea>{() => <NftForm onSaved={afterSave} />}</CreatorArea>
    </Page>
  );
}
