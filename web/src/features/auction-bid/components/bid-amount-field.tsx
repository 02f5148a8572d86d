import type { ClipboardEvent, KeyboardEvent } from 'react';
import { TextField } from '../../../components/form/text-field';

/** Keys that edit or move rather than type. */
const editingKeys = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);

/** Number keys only (spec part 1 §5): digits and one decimal point; shortcuts (Ctrl, Cmd) still work. */
function onlyNumberKeys(event: KeyboardEvent<HTMLInputElement>) {
  const { key, ctrlKey, metaKey } = event;
  if (ctrlKey || metaKey || editingKeys.has(key) || /^\d$/.test(key)) return;
  if (key === '.' && !event.currentTarget.value.includes('.')) return;
  event.preventDefault();
}

// Paste is blocked: the amount is typed.
const blockPaste = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

export interface BidAmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The least bid, shown as the placeholder. */
  placeholder?: string;
}

/** The bid amount in USD: number keys only, paste blocked. */
export function BidAmountField({ value, onChange, error, placeholder }: BidAmountFieldProps) {
  return (
    <TextField
      label="Your bid (USD)"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      placeholder={placeholder}
      onKeyDown={onlyNumberKeys}
      onPaste={blockPaste}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
