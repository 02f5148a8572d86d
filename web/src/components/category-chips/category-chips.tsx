import { Category, categoryLabels } from '../../../../shared/domain/enums';
import { toggleExclusive } from '../../utils/toggle-exclusive';
import { visuallyHidden } from '../theme/utilities.css';
import { chip, group } from './category-chips.css';

export interface CategoryOption {
  id: string;
  title: string;
}

export interface CategoryChipsProps {
  categories: readonly CategoryOption[];
  /** Chosen category ids; empty means 'All' (no filter). */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** Category filter chips with an exclusive 'All' chip (spec part 1 §4). */
export function CategoryChips({ categories, selected, onChange }: CategoryChipsProps) {
  const others = categories.filter((category) => category.id !== Category.all);
  const options = [{ id: Category.all, title: categoryLabels[Category.all] }, ...others];
  return (
    <fieldset className={group}>
      <legend className={visuallyHidden}>Categories</legend>
      {options.map((option) => {
        const pressed = option.id === Category.all ? selected.length === 0 : selected.includes(option.id);
        return (
          <button
            key={option.id}
            type="button"
            className={chip}
            aria-pressed={pressed}
            onClick={() => onChange(toggleExclusive(selected, option.id, Category.all))}
          >
            {option.title}
          </button>
        );
      })}
    </fieldset>
  );
}
