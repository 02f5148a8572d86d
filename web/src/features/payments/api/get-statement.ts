import useSWRInfinite from 'swr/infinite';
import type { Statement, StatementAccount } from '../../../../../shared/api/schemas/billing';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/billing/statement?account=&page=: a page of one balance's movements, newest first. */
export const statementKey = (account: StatementAccount, page = 1) =>
  apiKey('getStatement', { query: { account, page } });

/** Page after page for 'Load more': each next page is the number the previous page answered as `next`. */
export const useStatement = (account: StatementAccount) =>
  useSWRInfinite<Statement, ApiError>(
    (index, previous: Statement | null) => {
      if (index === 0) return statementKey(account);
      return previous?.next != null ? statementKey(account, previous.next) : null;
    },
    { revalidateFirstPage: false },
  );
