import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Container } from '../../components/container/container';
import { Logo, logoHomeLabel } from '../../components/logo/logo';
import { paths } from '../../config/paths';
import { Legal } from '../shell/legal';
import { bottom, home, layout, main, top } from './standalone-layout.css';

/** The slim frame of the pages outside the main shell: logo home link, content, legal line. */
export function StandaloneLayout({ children }: { children: ReactNode }) {
  return (
    <div className={layout}>
      <header className={top}>
        <Container>
          <Link to={paths.root()} className={home} aria-label={logoHomeLabel}>
            <Logo />
          </Link>
        </Container>
      </header>
      <main id="main" className={main}>
        <Container>{children}</Container>
      </main>
      <footer className={bottom}>
        <Container>
          <Legal />
        </Container>
      </footer>
    </div>
  );
}
