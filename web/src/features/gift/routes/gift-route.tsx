import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Loader } from '../../../components/loader/loader';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/get-me';
import * as styles from '../components/gift.css';
import { GiftEmailForm } from '../components/gift-email-form';
import { GiftHeading } from '../components/gift-heading';
import { GiftScreen } from '../components/gift-screen';
import { emailOf, type GiftNavigationState } from './gift-state';

export interface GiftRouteProps {
  nftId: string;
  nftItemId: string;
}

/** /nft/{nftId}/{nftItemId}/gift-nft (logged in): the receiver's e-mail and its confirmation, then the payment. */
export function GiftRoute({ nftId, nftItemId }: GiftRouteProps) {
  const [, navigate] = useLocation();
  const back = useHistoryState<GiftNavigationState | null>();
  const { data: me } = useMe();
  return (
    <GiftScreen nftId={nftId} nftItemId={nftItemId} title="Gift NFT" testId="gift-page">
      {(item) =>
        me ? (
          <div className={styles.column}>
            <GiftHeading item={item} />
            <GiftEmailForm
              ownEmail={me.email}
              initialEmail={emailOf(back) ?? ''}
              backTo={paths.nftItem({ nftId, nftItemId })}
              onContinue={(email) =>
                navigate(paths.nftItemGiftPayment({ nftId, nftItemId }), { state: { email } })
              }
            />
          </div>
        ) : (
          <Loader label="Loading" />
        )
      }
    </GiftScreen>
  );
}
