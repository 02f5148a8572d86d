import { SkeletonList } from '../../../components/card-grid/skeleton-list';

/** Placeholder cards while a grid's first page loads. */
export function GridSkeleton({ label }: { label: string }) {
  return <SkeletonList label={label} count={8} testId="loader" />;
}
