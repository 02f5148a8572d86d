import { size, variant } from './button.css';

export type ButtonVariant = keyof typeof variant;
export type ButtonSize = keyof typeof size;

/** Shared by Button and LinkButton. */
export const buttonClass = (v: ButtonVariant = 'primary', s: ButtonSize = 'md', extra?: string) =>
  [variant[v], size[s], extra].filter(Boolean).join(' ');
