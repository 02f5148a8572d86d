import { lazy, Suspense } from 'react';
import { messages } from '../../../../shared/domain/messages';
import { Loader } from '../../components/loader/loader';
import { cmsKeys } from '../../features/cms/api/get-cms-page';
import { SupportWidget } from '../../features/support/components/support-widget';

// The CMS renderer loads when someone opens the widget, not with every first page.
const CmsContent = lazy(() =>
  import('../../features/cms/components/cms-content').then((m) => ({ default: m.CmsContent })),
);

/** The support widget with the CMS FAQ and contact pages, each with the spec's own failure wording. */
export function Support() {
  return (
    <SupportWidget
      faq={
        <Suspense fallback={<Loader />}>
          <CmsContent cmsKey={cmsKeys.faq} errorMessage={messages.faqUnavailable} />
        </Suspense>
      }
      contact={
        <Suspense fallback={<Loader />}>
          <CmsContent cmsKey={cmsKeys.contact} errorMessage={messages.contactUsUnavailable} />
        </Suspense>
      }
    />
  );
}
