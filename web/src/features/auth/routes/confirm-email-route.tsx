import { messages } from '../../../../../shared/domain/messages';
import { CodeLinkPage } from '../../../components/code-link-page/code-link-page';
import { paths } from '../../../config/paths';
import { confirmEmail } from '../api/confirm-email';

/** /confirm-email?code=: the link of the verification e-mail. Success: 'Email verified.' and home. */
export function ConfirmEmailRoute() {
  return (
    <CodeLinkPage
      title="Confirm Email"
      testId="confirm-email"
      send={confirmEmail}
      successMessage={messages.emailVerified}
      nextPath={paths.root()}
    />
  );
}
