import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { useAccountModal } from '../../../lib/auth';
import type { Me } from '../../../lib/get-me';
import { SettingsSection } from './settings-section';

const statusText: Record<Me['verification_status'], string> = {
  not_initiated: 'Not verified',
  created: 'Not verified',
  started: 'In progress',
  pending: 'Being checked',
  completed: 'Verified',
  failed: 'Verification failed',
  expired: 'Verification expired',
};

/** The identity check's status, and the way to start it until it is completed. */
export function IdentitySection({ me }: { me: Me }) {
  const openAccountModal = useAccountModal();
  return (
    <SettingsSection title="Identity verification">
      <div className={formStyles.actions}>
        <span data-testid="identity-status">{statusText[me.verification_status]}</span>
        {me.verification_status !== 'completed' && (
          <Button variant="secondary" size="sm" onClick={() => openAccountModal('identityVerification')}>
            Verify identity
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}
