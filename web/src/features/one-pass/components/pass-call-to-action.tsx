import type { AppSettings } from '../../../../../shared/domain/app-settings';
import { PassState } from '../../../../../shared/domain/enums';
import { LinkButton } from '../../../components/button/link-button';
import { paths } from '../../../config/paths';
import { isJoinable } from '../api/join-pass-list';
import { PassJoinForm } from './pass-join-form';

export interface PassCallToActionProps {
  onePass: AppSettings['onePass'];
  joined: boolean;
  onJoined: () => void;
  label: string;
}

/** What the pass state offers (part 1 §2 'Pass page'): a list to join, the drop to buy from, or the marketplace. */
export function PassCallToAction({ onePass, joined, onJoined, label }: PassCallToActionProps) {
  if (isJoinable(onePass.state)) {
    return <PassJoinForm state={onePass.state} joined={joined} onJoined={onJoined} label={label} />;
  }
  if (onePass.state === PassState.drop) {
    return (
      <LinkButton to={onePass.dropId ? paths.dropDetail({ dropId: onePass.dropId }) : paths.drops()}>
        Buy now
      </LinkButton>
    );
  }
  return <LinkButton to={paths.marketplace()}>Buy on marketplace</LinkButton>;
}
