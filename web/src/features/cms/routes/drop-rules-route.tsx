import { messages } from '../../../../../shared/domain/messages';
import { cmsKeys } from '../api/get-cms-page';
import { CmsPageRoute } from './cms-page-route';

/** /drop-rules and /drop-rules/{dropKey} (premiumbiddingterms for the bidding terms). */
export function DropRulesRoute({ dropKey }: { dropKey?: string }) {
  return (
    <CmsPageRoute
      cmsKey={dropKey ?? cmsKeys.dropRules}
      title="Drop Rules"
      notFoundMessage={messages.dropRulesNotFound}
    />
  );
}
