import { messages } from '../../../../../shared/domain/messages';
import { LinkButton } from '../../../components/button/link-button';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { paths } from '../../../config/paths';

export function NotFound() {
  return (
    <Page title={messages.pageNotFoundTitle} testId="not-found">
      <EmptyState title={messages.pageNotFoundBody}>
        <LinkButton to={paths.root()} variant="secondary">
          Go to home page
        </LinkButton>
      </EmptyState>
    </Page>
  );
}
