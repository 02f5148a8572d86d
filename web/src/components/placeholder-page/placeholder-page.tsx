import { paths } from '../../config/paths';
import { LinkButton } from '../button/link-button';
import { Page } from '../page/page';
import { EmptyState } from '../status/empty-state';

/** Stands in for a page whose feature has not landed yet, naming it. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page title={title} testId="placeholder-page">
      <EmptyState title="This page is coming soon.">
        <LinkButton to={paths.drops()} variant="secondary">
          Explore drops
        </LinkButton>
      </EmptyState>
    </Page>
  );
}
