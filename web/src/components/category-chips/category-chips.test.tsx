import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CategoryChips } from './category-chips';

const categories = [
  { id: 'music', title: 'Music' },
  { id: 'sports', title: 'Sports' },
];

function Harness({ reported }: { reported: string[][] }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <CategoryChips
      categories={categories}
      selected={selected}
      onChange={(next) => {
        reported.push(next);
        setSelected(next);
      }}
    />
  );
}

const chip = (name: string) => screen.getByRole('button', { name });
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('CategoryChips', () => {
  it("starts on 'All', the only pressed chip", () => {
    render(<Harness reported={[]} />);
    expect(pressed()).toEqual(['All']);
  });

  it("choosing a category clears 'All'; more categories add up", () => {
    const reported: string[][] = [];
    render(<Harness reported={reported} />);
    fireEvent.click(chip('Music'));
    expect(pressed()).toEqual(['Music']);
    fireEvent.click(chip('Sports'));
    expect(pressed()).toEqual(['Music', 'Sports']);
    expect(reported).toEqual([['music'], ['music', 'sports']]);
  });

  it("deselecting every category returns to 'All', reported as no filter", () => {
    const reported: string[][] = [];
    render(<Harness reported={reported} />);
    fireEvent.click(chip('Music'));
    fireEvent.click(chip('Music'));
    expect(pressed()).toEqual(['All']);
    expect(reported.at(-1)).toEqual([]);
  });

  it("choosing 'All' clears the others", () => {
    const reported: string[][] = [];
    render(<Harness reported={reported} />);
    fireEvent.click(chip('Music'));
    fireEvent.click(chip('Sports'));
    fireEvent.click(chip('All'));
    expect(pressed()).toEqual(['All']);
    expect(reported.at(-1)).toEqual([]);
  });

  it("does not repeat an 'all' category served by the API", () => {
    render(
      <CategoryChips
        categories={[{ id: 'all', title: 'All' }, ...categories]}
        selected={[]}
        onChange={() => {}}
      />,
    );
    expect(screen.getAllByRole('button', { name: 'All' })).toHaveLength(1);
  });
});
