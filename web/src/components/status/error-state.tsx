import { messages } from '../../../../shared/domain/messages';
import { Button } from '../button/button';
import { message as messageClass, panel } from './status.css';

export interface ErrorStateProps {
  message?: string;
  /** Shown as 'Try again' when the failure may be transient. */
  onRetry?: () => void;
}

export function ErrorState({ message = messages.somethingWentWrong, onRetry }: ErrorStateProps) {
  return (
    <div className={panel} role="alert" data-testid="error-state">
      <p className={messageClass}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
