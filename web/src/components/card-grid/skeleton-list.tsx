import { grid, skeleton } from './card-grid.css';

interface SkeletonListProps {
  /** What is loading, said by the status region ('Loading drops'). */
  label: string;
  count: number;
  listClassName?: string;
  itemClassName?: string;
  testId?: string;
}

/**
 * Placeholder cards while a list's first page loads: a status region named `label` around a list of `count` empty
 * items, hidden from assistive technology. The status role sits on the wrapper: on the list itself it would take the
 * list's role away and leave its items outside any list (axe's 'listitem').
 */
export function SkeletonList({
  label,
  count,
  listClassName = grid,
  itemClassName = skeleton,
  testId,
}: SkeletonListProps) {
  return (
    <div role="status" aria-label={label} data-testid={testId}>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <li key={i} className={itemClassName} />
        ))}
      </ul>
    </div>
  );
}
