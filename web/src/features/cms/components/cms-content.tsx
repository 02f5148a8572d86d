import { messages } from '../../../../../shared/domain/messages';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { isApiError } from '../../../lib/api-client';
import { useCmsPage } from '../api/get-cms-page';
import { prose } from './cms-content.css';

export interface CmsContentProps {
  cmsKey: string;
  /** Shown when the key does not exist (e.g. 'Drop rules not found'); other failures say 'Sorry, something went wrong'. */
  notFoundMessage?: string;
  /** Shown for any failure instead (e.g. the FAQ's own wording). */
  errorMessage?: string;
}

/** The HTML body of a CMS page with its loading and error states. */
export function CmsContent({ cmsKey, notFoundMessage, errorMessage }: CmsContentProps) {
  const { data, error, mutate } = useCmsPage(cmsKey);
  if (error) {
    if (errorMessage) return <ErrorState message={errorMessage} />;
    if (isApiError(error, 404))
      return <ErrorState message={notFoundMessage ?? messages.somethingWentWrong} />;
    return <ErrorState onRetry={() => mutate()} />;
  }
  if (!data) return <Loader />;
  return (
    // The API sanitizes CMS HTML before it leaves the server (functions/domain/sanitize-html.ts).
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side
    <div className={prose} data-testid="cms-content" dangerouslySetInnerHTML={{ __html: data.content }} />
  );
}
