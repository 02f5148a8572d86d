import { Page } from '../../../components/page/page';
import { CreatorArea } from '../components/creator-area';
import { ProfileForm } from '../components/profile-form';

/** /storefront-settings: the creator's profile and payout preference. */
export function StorefrontSettingsRoute() {
  return (
    <Page title="Storefront Settings" testId="storefront-settings-page">
      <CreatorArea>{(profile) => <ProfileForm profile={profile} />}</CreatorArea>
    </Page>
  );
}
