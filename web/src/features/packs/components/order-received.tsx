import { useState } from 'react';
import type { ReceivedNft } from '../../../../../shared/api/schemas/checkout';
import { type Tier, tierLabels } from '../../../../../shared/domain/enums';
import { Button } from '../../../components/button/button';
import { OrderReceivedActions } from '../../../components/checkout-steps/order-received-actions';
import { Image } from '../../../components/image/image';
import { Page } from '../../../components/page/page';
import * as styles from './packs.css';

export interface OrderReceivedProps {
  items: ReceivedNft[];
  /** The pack's reveal video, played before the list; null when there is none. */
  video: string | null;
  /** Where 'Go back' leads. */
  backTo: string;
}

function RevealVideo({ src, onDone }: { src: string; onDone: () => void }) {
  return (
    <div className={styles.column} data-testid="reveal-video">
      <div className={styles.reveal}>
        <video className={styles.video} src={src} autoPlay muted playsInline onEnded={onDone} />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          Skip
        </Button>
      </div>
    </div>
  );
}

/** One received NFT at a time; 'Next' steps through the list. */
function ReceivedList({ items }: { items: ReceivedNft[] }) {
  const [index, setIndex] = useState(0);
  const item = items[index];
  if (!item) return null;
  return (
    <div className={styles.column} data-testid="received-nft">
      <p className={styles.muted}>
        {index + 1} of {items.length}
      </p>
      <div className={styles.reveal}>
        <Image src={item.image} alt={item.title} />
      </div>
      <h2 className={styles.price}>{item.title}</h2>
      <p className={styles.muted}>
        Edition #{item.edition} · {tierLabels[item.tier as Tier] ?? ''}
      </p>
      {index < items.length - 1 && <Button onClick={() => setIndex(index + 1)}>Next</Button>}
    </div>
  );
}

/** 'Order Received' (spec part 1 §2): the reveal video, then the received NFTs, with My Collection and Go back. */
export function OrderReceived({ items, video, backTo }: OrderReceivedProps) {
  const [revealing, setRevealing] = useState(video !== null);
  return (
    <Page title="Order Received" testId="order-received">
      {video && revealing ? (
        <RevealVideo src={video} onDone={() => setRevealing(false)} />
      ) : (
        <ReceivedList items={items} />
      )}
      <OrderReceivedActions backTo={backTo} />
    </Page>
  );
}
