import { Button } from '../../components/button/button';
import { useNewVersionAvailable } from '../../lib/version-check';
import { bar, text } from './new-version-prompt.css';

export interface NewVersionPromptProps {
  /** The running bundle's build id. */
  buildId: string;
  intervalMs: number;
}

/** Asks for a reload once a new deployment is live, so nobody keeps calling the API with a stale app. */
export function NewVersionPrompt({ buildId, intervalMs }: NewVersionPromptProps) {
  const available = useNewVersionAvailable(buildId, intervalMs);
  if (!available) return null;
  return (
    <section className={bar} role="status" aria-label="New version" data-testid="new-version-prompt">
      <p className={text}>A new version of the site is available. Reload to get the latest.</p>
      <Button size="sm" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </section>
  );
}
