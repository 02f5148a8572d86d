import type { ComponentProps } from 'react';
import { container } from './container.css';

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={className ? `${container} ${className}` : container} {...props} />;
}
