import { grid, skeleton } from '../../../components/card-grid/card-grid.css';

/** Placeholder cards while the first page loads. */
export function DropsSkeleton({ count }: { count: number }) {
  return (
    <ul className={grid} role="status" aria-label="Loading drops" data-testid="loader">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <li key={i} className={skeleton} />
      ))}
    </ul>
  );
}
