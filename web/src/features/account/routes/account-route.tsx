import { EmptyState } from '../../../components/status/empty-state';
import { ProfileShell } from '../components/profile-shell';

/** /account and the tabs whose features have not landed yet. */
export function AccountTabPlaceholder({ title }: { title: string }) {
  return (
    <ProfileShell>
      <section aria-label={title} data-testid="placeholder-page">
        <EmptyState title={`${title} is coming soon.`} />
      </section>
    </ProfileShell>
  );
}
