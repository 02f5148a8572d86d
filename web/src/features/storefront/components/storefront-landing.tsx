import { LinkButton } from '../../../components/button/link-button';
import { paths } from '../../../config/paths';
import * as styles from './storefront.css';

const steps = [
  { title: 'Create', text: 'Upload your artwork, name it, set its editions, traits and royalty.' },
  { title: 'Mint', text: 'Pay the minting fee and your NFT is minted on chain for your storefront.' },
  { title: 'Sell', text: 'List editions at your price; every sale and resale pays you.' },
];

/** /storefront for anyone without a valid creator claim: what the storefront is, and how to join with an invitation. */
export function StorefrontLanding() {
  return (
    <div className={styles.wide} data-testid="storefront-landing">
      <div className={styles.hero}>
        <h2 className={styles.big}>Your own NFT storefront</h2>
        <p>Creators mint and sell their work directly to collectors, and earn royalties on every resale.</p>
        <div className={styles.actions}>
          <LinkButton to={paths.storefrontClaim()}>Claim your invitation</LinkButton>
        </div>
      </div>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.panel}>
            <h3 className={styles.sectionTitle}>{step.title}</h3>
            <p className={styles.muted}>{step.text}</p>
          </li>
        ))}
      </ol>
      <p className={styles.muted}>
        The storefront is by invitation: the link in your invitation e-mail brings you here.
      </p>
    </div>
  );
}
