import { messages } from '../../../../shared/domain/messages';
import { Page } from '../../components/page/page';
import { cmsKeys } from '../../features/cms/api/get-cms-page';
import { CmsContent } from '../../features/cms/components/cms-content';

/** /contact: the CMS contact page, with the Contact Us wording of the support widget when the CMS fails. */
export function ContactRoute() {
  return (
    <Page title="Contact Us" testId="contact-page">
      <CmsContent cmsKey={cmsKeys.contact} errorMessage={messages.contactUsUnavailable} />
    </Page>
  );
}
