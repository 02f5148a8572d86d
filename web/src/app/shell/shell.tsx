import type { ReactNode } from 'react';
import { Container } from '../../components/container/container';
import { Footer } from './footer';
import { Header } from './header';
import { LoggedOutQuery } from './logged-out-query';
import { layout, main, skipLink } from './shell.css';
import { ShellTracking } from './shell-tracking';
import { Support } from './support';
import { TransactionStatusQuery } from './transaction-status-query';

/** The main shell around every route but the few of spec part 1 §2 'Routes outside the main shell'. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <div className={layout}>
      <a href="#main" className={skipLink}>
        Skip to content
      </a>
      <Header />
      <LoggedOutQuery />
      <TransactionStatusQuery />
      <ShellTracking />
      <main id="main" className={main}>
        <Container>{children}</Container>
      </main>
      <Footer />
      <Support />
    </div>
  );
}
