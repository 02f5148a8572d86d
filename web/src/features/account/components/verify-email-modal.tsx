import { useState } from 'react';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-store';
import { useMe } from '../../../lib/get-me';
import { requestEmailConfirmation } from '../api/request-email-confirmation';

/** Shown when an unverified user tries an action that needs a verified e-mail; it can resend the link. */
export function VerifyEmailModal({ onClose }: { onClose: () => void }) {
  const { data: me } = useMe();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const resend = async () => {
    setBusy(true);
    try {
      await requestEmailConfirmation();
      toast('success', messages.emailSent);
      onClose();
    } catch (error) {
      console.warn('confirmation e-mail request failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Verify your email" onClose={onClose}>
      <div className={formStyles.form}>
        <p>{messages.verifyEmailFirst}</p>
        {me && <p className={formStyles.hint}>We sent a verification link to {me.email}.</p>}
        <div className={formStyles.actions}>
          <Button onClick={resend} disabled={busy}>
            Resend verification email
          </Button>
        </div>
      </div>
    </Modal>
  );
}
