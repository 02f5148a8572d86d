import { grid, skeleton } from '../../../components/card-grid/card-grid.css';

/** Placeholder cards while a grid's first page loads. */
export function GridSkeleton({ label }: { label: string }) {
  return (
    <ul className={grid} role="status" aria-label={label} data-testid="loader">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <li key={i} className={skeleton} />
      ))}
    </ul>
  );
}
