import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { legal, legalLinks } from './legal.css';

/** Copyright with the current year, Privacy Policy and Terms of Service (footer and retired pages). */
export function Legal() {
  return (
    <div className={legal}>
      <p>
        © {new Date().getFullYear()} {site.name}. All rights reserved.
      </p>
      <ul className={legalLinks} aria-label="Legal">
        <li>
          <Link to={paths.privacyPolicy()}>Privacy Policy</Link>
        </li>
        <li>
          <Link to={paths.termsOfService()}>Terms of Service</Link>
        </li>
      </ul>
    </div>
  );
}
