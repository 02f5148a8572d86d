import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../../../../shared/domain/messages';
import { useModals } from '../../components/modal/modal-store';
import { paths } from '../../config/paths';
import { cmsKeys } from '../../features/cms/api/get-cms-page';
import { CmsContent } from '../../features/cms/components/cms-content';

/** /faq goes to the drops home and opens the FAQ over it (spec part 1 §2). */
export function FaqRoute() {
  const { open } = useModals();
  const [, navigate] = useLocation();
  useEffect(() => {
    open({
      id: 'faq',
      title: 'Frequently Asked Questions',
      tall: true,
      content: <CmsContent cmsKey={cmsKeys.faq} errorMessage={messages.faqUnavailable} />,
    });
    navigate(paths.drops(), { replace: true });
  }, [open, navigate]);
  return null;
}
