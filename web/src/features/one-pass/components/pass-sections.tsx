import { type Benefit, benefits, roadmap, SPORTS_UPGRADE_DAYS } from '../content/pass-content';
import * as styles from './one-pass.css';

function CardGrid({ items }: { items: Benefit[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3 className={styles.cardTitle}>{item.title}</h3>
          <p className={styles.muted}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function PassBenefits() {
  return (
    <section className={styles.section} aria-labelledby="pass-benefits">
      <h2 id="pass-benefits" className={styles.sectionTitle}>
        Benefits
      </h2>
      <CardGrid items={benefits} />
    </section>
  );
}

export function PassRoadmap() {
  return (
    <section className={styles.section} aria-labelledby="pass-roadmap">
      <h2 id="pass-roadmap" className={styles.sectionTitle}>
        In Just One Year
      </h2>
      <CardGrid items={roadmap} />
    </section>
  );
}

export function SportsPassUpgrade() {
  return (
    <section className={styles.card} aria-labelledby="pass-sports-upgrade">
      <h2 id="pass-sports-upgrade" className={styles.sectionTitle}>
        Sports pass holders upgrade free
      </h2>
      <p className={styles.muted}>
        Hold a sports pass? E-mail support within {SPORTS_UPGRADE_DAYS} days of launch and we upgrade it to a
        pass at no cost. There is no 2023 Sports Pass (it was valid until Jan 1 2023).
      </p>
    </section>
  );
}
