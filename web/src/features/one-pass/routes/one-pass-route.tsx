import { useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { useAppConfig } from '../../../lib/feature-flags';
import * as styles from '../components/one-pass.css';
import { PassCallToAction } from '../components/pass-call-to-action';
import { PassFaqs } from '../components/pass-faqs';
import { PassBenefits, PassRoadmap, SportsPassUpgrade } from '../components/pass-sections';
import { heroLines } from '../content/pass-content';
import { readJoinedOnePass } from '../utils/joined-one-pass';

/** /onepass: the pass landing page; its state and drop come from the served settings (GET /api/config). */
export function OnePassRoute() {
  const { data, error, isLoading, mutate } = useAppConfig();
  const [joined, setJoined] = useState(readJoinedOnePass);
  const markJoined = () => setJoined(true);

  if (isLoading) return <Loader label="Loading the pass" />;
  if (error || !data)
    return <ErrorState message="The pass page could not be loaded." onRetry={() => void mutate()} />;
  const { onePass } = data.settings;

  return (
    <div className={styles.page} data-testid="one-pass-page" data-pass-state={onePass.state}>
      <section className={styles.hero} aria-labelledby="pass-title">
        <h1 id="pass-title" className={styles.heroTitle}>
          The Collectibles Pass
        </h1>
        {heroLines.map((line) => (
          <p key={line} className={styles.lead}>
            {line}
          </p>
        ))}
        <PassCallToAction onePass={onePass} joined={joined} onJoined={markJoined} label="Join from the top" />
      </section>
      <PassBenefits />
      <PassRoadmap />
      <section className={styles.emailBlock} aria-labelledby="pass-second-email">
        <h2 id="pass-second-email" className={styles.sectionTitle}>
          Be first in line
        </h2>
        <PassCallToAction onePass={onePass} joined={joined} onJoined={markJoined} label="Join from below" />
      </section>
      <SportsPassUpgrade />
      <PassFaqs state={onePass.state} />
    </div>
  );
}
