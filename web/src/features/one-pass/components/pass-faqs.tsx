import { PassState } from '../../../../../shared/domain/enums';
import { faqs } from '../content/pass-content';
import * as styles from './one-pass.css';

/** The pass FAQs; the allowlist raffle's are hidden in the waitlist, drop and marketplace states. */
export function PassFaqs({ state }: { state: PassState }) {
  const shown = faqs.filter((faq) => !faq.raffleOnly || state === PassState.joinRaffle);
  return (
    <section className={styles.section} aria-labelledby="pass-faqs">
      <h2 id="pass-faqs" className={styles.sectionTitle}>
        FAQs
      </h2>
      <div className={styles.faqList}>
        {shown.map((faq) => (
          <details key={faq.question} className={styles.faq}>
            <summary className={styles.question}>{faq.question}</summary>
            <p className={styles.muted}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
