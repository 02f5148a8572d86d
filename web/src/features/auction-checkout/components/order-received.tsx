import type { ReceivedNft } from '../../../../../shared/api/schemas/checkout';
import { OrderReceivedActions } from '../../../components/checkout-steps/order-received-actions';
import * as styles from '../../../components/flow-layout/flow-layout.css';
import { Image } from '../../../components/image/image';
import { Page } from '../../../components/page/page';

export interface OrderReceivedProps {
  items: ReceivedNft[];
  /** Where 'Go back' leads: the auction page. */
  backTo: string;
}

/** successOrder (spec part 1 §4): 'Order Received', the editions received, My Collection and Go back. */
export function OrderReceived({ items, backTo }: OrderReceivedProps) {
  return (
    <Page title="Order Received" testId="order-received">
      <div className={styles.column}>
        {items.map((item) => (
          <div key={item.id} className={styles.heading} data-testid="received-nft">
            <div className={styles.thumb}>
              <Image src={item.thumbnail} alt={item.title} />
            </div>
            <p>
              {item.title} · Edition #{item.edition}
            </p>
          </div>
        ))}
        <OrderReceivedActions backTo={backTo} />
      </div>
    </Page>
  );
}
