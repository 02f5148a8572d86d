import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { SkeletonList } from './skeleton-list';

describe('SkeletonList', () => {
  it('is a status named for what loads, its placeholders items of a list (axe: listitem, list)', async () => {
    const { container } = render(<SkeletonList label="Loading drops" count={4} testId="loader" />);
    expect(screen.getByRole('status', { name: 'Loading drops' })).toBe(screen.getByTestId('loader'));
    expect(container.querySelectorAll('ul > li')).toHaveLength(4);
    const results = await axe.run(container, { runOnly: ['listitem', 'list', 'aria-allowed-role'] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
