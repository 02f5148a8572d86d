import { paths } from '../../config/paths';
import { LinkButton } from '../button/link-button';
import * as styles from '../flow-layout/flow-layout.css';

/** The way on from 'Order Received' (spec part 1 §2, §4): My Collection, or Go back to where the purchase began. */
export function OrderReceivedActions({ backTo }: { backTo: string }) {
  return (
    <div className={styles.actions}>
      <LinkButton to={paths.myCollection()}>My Collection</LinkButton>
      <LinkButton to={backTo} variant="secondary">
        Go back
      </LinkButton>
    </div>
  );
}
