import { SkeletonList } from '../../../components/card-grid/skeleton-list';

/** Placeholder cards while the first page loads. */
export function DropsSkeleton({ count }: { count: number }) {
  return <SkeletonList label="Loading drops" count={count} testId="loader" />;
}
