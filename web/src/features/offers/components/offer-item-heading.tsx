import { Image } from '../../../components/image/image';
import * as styles from './offers.css';

export interface OfferItemHeadingProps {
  title: string;
  thumbnail: string;
  sequence: number;
}

/** The edition an offer is about: thumbnail, title and 'Edition #n'. */
export function OfferItemHeading({ title, thumbnail, sequence }: OfferItemHeadingProps) {
  return (
    <div className={styles.heading} data-testid="offer-item">
      <div className={styles.thumb}>
        <Image src={thumbnail} alt={title} />
      </div>
      <div>
        <h2>{title}</h2>
        <p className={styles.muted}>Edition #{sequence}</p>
      </div>
    </div>
  );
}
