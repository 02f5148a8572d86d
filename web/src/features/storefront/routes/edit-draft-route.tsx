import { LinkButton } from '../../../components/button/link-button';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { paths } from '../../../config/paths';
import { CreatorArea } from '../components/creator-area';
import { MyNftScreen } from '../components/my-nft-screen';
import { NftForm } from '../components/nft-form';
import { useAfterSave } from '../hooks/use-after-save';

/** /storefront-edit-draft/{uuid}: a draft, edited until it goes to minting. */
export function EditDraftRoute({ uuid }: { uuid: string }) {
  const afterSave = useAfterSave();
  return (
    <Page title="Edit Draft" testId="storefront-edit-page">
      <CreatorArea>
        {() => (
          <MyNftScreen uuid={uuid}>
            {(nft) =>
              nft.status === 'draft' ? (
                <NftForm key={nft.uuid} draft={nft} onSaved={afterSave} />
              ) : (
                <EmptyState title="Only drafts can be edited.">
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
