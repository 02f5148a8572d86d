import { type ReactNode, useId } from 'react';
import { heading, page } from './page.css';

export interface PageProps {
  title: string;
  children?: ReactNode;
  testId?: string;
}

/** A page section named by its h1. */
export function Page({ title, children, testId }: PageProps) {
  const headingId = useId();
  return (
    <section className={page} aria-labelledby={headingId} data-testid={testId}>
      <h1 id={headingId} className={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
