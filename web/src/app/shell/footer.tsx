import { Link } from 'wouter';
import { Container } from '../../components/container/container';
import { Logo } from '../../components/logo/logo';
import { site } from '../../config/site';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { useFlags } from '../../lib/feature-flags';
import * as styles from './footer.css';
import { Legal } from './legal';
import { footerColumns, visibleItems } from './nav-items';

/** Footer: newsletter, Explore / Company / My Account columns, social links, legal links. */
export function Footer() {
  const { flags } = useFlags();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo />
            <NewsletterForm />
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {visibleItems(column.items, flags).map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={styles.link}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <Legal />
          <ul className={styles.social} aria-label="Social">
            {site.social.map((link) => (
              <li key={link.label}>
                <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
