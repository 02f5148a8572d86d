import { messages } from '../../../../shared/domain/messages';
import { Logo } from '../../components/logo/logo';
import { Legal } from '../shell/legal';
import { retired, retiredTitle } from './standalone-layout.css';

/** /amexweb3: a retired promotion (spec part 1 §2). */
export function AmexWeb3Route() {
  return (
    <main className={retired} data-testid="amexweb3">
      <Logo />
      <h1 className={retiredTitle}>{messages.experienceUnavailable}</h1>
      <Legal />
    </main>
  );
}
