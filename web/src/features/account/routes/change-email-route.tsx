import { messages } from '../../../../../shared/domain/messages';
import { CodeLinkPage } from '../../../components/code-link-page/code-link-page';
import { paths } from '../../../config/paths';
import { changeEmail } from '../api/change-email';

/** /change-email?code=: the link sent to the new address confirms the change, then settings. */
export function ChangeEmailRoute() {
  return (
    <CodeLinkPage
      title="Change Email"
      testId="change-email"
      send={changeEmail}
      successMessage={messages.changesApplied}
      nextPath={paths.settings()}
    />
  );
}
