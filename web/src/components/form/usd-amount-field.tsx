import type { ClipboardEvent, DragEvent, KeyboardEvent } from 'react';
import { TextField } from './text-field';

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

// Paste (and drop) are blocked: the amount is typed.
const block = (event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) =>
  event.preventDefault();

/** What the field may hold: digits with at most one point and 2 decimals (anything else typed is ignored). */
const AMOUNT_TEXT = /^\d*(\.\d{0,2})?$/;

export interface UsdAmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  hint?: string;
  /** Pass a third decimal on for the caller to cut (the bid form truncates to cents); refused by default. */
  passExtraDecimals?: boolean;
}

/** A USD amount: number keys only, at most 2 decimals, paste and drop blocked (spec part 1 §5). */
export function UsdAmountField({
  label,
  value,
  onChange,
  error,
  placeholder,
  hint,
  passExtraDecimals = false,
}: UsdAmountFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      placeholder={placeholder}
      hint={hint}
      onKeyDown={onlyNumberKeys}
      onPaste={block}
      onDrop={block}
      onChange={(event) => {
        if (passExtraDecimals || AMOUNT_TEXT.test(event.target.value)) onChange(event.target.value);
      }}
      error={error}
    />
  );
}
