import { formatDate } from '../../../../../shared/format/date';
import { Page } from '../../../components/page/page';
import { useCmsPage } from '../api/get-cms-page';
import { CmsContent } from '../components/cms-content';
import { updated } from '../components/cms-content.css';

export interface CmsPageRouteProps {
  cmsKey: string;
  /** The heading until the page's own title arrives. */
  title: string;
  notFoundMessage?: string;
}

/** A CMS page: privacy policy, terms of service, about, drop rules. */
export function CmsPageRoute({ cmsKey, title, notFoundMessage }: CmsPageRouteProps) {
  const { data } = useCmsPage(cmsKey);
  return (
    <Page title={data?.title ?? title} testId="cms-page">
      {data && (
        <p className={updated}>
          Last updated <time dateTime={data.updated_at}>{formatDate(data.updated_at)}</time>
        </p>
      )}
      <CmsContent cmsKey={cmsKey} notFoundMessage={notFoundMessage} />
    </Page>
  );
}
