import { field, icon, input } from './search-input.css';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name, e.g. 'Search drops'. */
  label: string;
  placeholder?: string;
}

/** A search row; callers debounce the value (SEARCH_DEBOUNCE_MS) before querying. */
export function SearchInput({ value, onChange, label, placeholder = 'Search' }: SearchInputProps) {
  return (
    <label className={field}>
      <svg className={icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        className={input}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
