import { fillMessage, messages } from '../../../shared/domain/messages';
import type { WithdrawalDenial } from '../ledger/credit-lots';

/** The denial modal's title and description (balances' withdraw_denied_reason; a refused withdrawal's answer). */
export function denialText(denial: WithdrawalDenial): { title: string; description: string } {
  switch (denial.reason) {
    case 'waiting_period':
      return {
        title: messages.withdrawWaitingPeriodTitle,
        description: fillMessage(messages.withdrawWaitingPeriod, { date: denial.availableFrom.slice(0, 10) }),
      };
    case 'nothing_available':
      return {
        title: messages.withdrawNothingAvailableTitle,
        description: messages.withdrawNothingAvailable,
      };
    case 'verification_required':
      return {
        title: messages.withdrawVerificationTitle,
        description: messages.withdrawVerificationRequired,
      };
  }
}
