import { spinner, wrapper } from './loader.css';

/** The spec's 'loader': a spinner announced as 'Loading'. */
export function Loader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={wrapper} role="status" aria-label={label} data-testid="loader">
      <span className={spinner} />
    </div>
  );
}
