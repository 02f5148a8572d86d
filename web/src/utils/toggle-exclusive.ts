/**
 * Multi-select with an exclusive 'all' option (spec part 1 §4, category chips): an empty selection means 'all'.
 * Choosing 'all' clears the others; choosing another value leaves 'all'; deselecting the last value returns
 * to 'all'.
 */
export function toggleExclusive<T>(selected: readonly T[], value: T, allValue: T): T[] {
  if (value === allValue) return [];
  return selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
}
