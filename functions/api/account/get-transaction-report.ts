import { accountRoutes } from '../../../shared/api/routes/account';
import { TRANSACTION_REPORT_URL_TTL_MS } from '../../../shared/domain/constants';
import { messages } from '../../../shared/domain/messages';
import { getTransactionReport as findReport } from '../../data/transaction-report';
import { ValidationError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { transactionReportWorkflow } from '../../workflows/transaction-report/definition';

/**
 * The caller's transaction report of a year: a signed URL of its private file, valid for minutes, once the
 * workflow has written today's file (a past year's report never changes, so any earlier private file serves),
 * else pending after starting the workflow. The execution is named by user, year and day, so the client's
 * polling starts it once.
 */
export const getTransactionReport = endpoint(
  accountRoutes.getTransactionReport,
  async (deps, { params, user }) => {
    const now = deps.clock.now();
    const { year } = params;
    if (year > now.getUTCFullYear())
      throw new ValidationError([{ field: 'year', message: messages.invalidYear }]);
    const day = now.toISOString().slice(0, 10);
    const report = await findReport(deps.db, user.uuid, year);
    const current =
      report?.access === 'private' && (report.generatedOn === day || year < now.getUTCFullYear());
    if (report && current) {
      const url = await deps.media.signedUrl(report.key, TRANSACTION_REPORT_URL_TTL_MS / 1000);
      return { status: 'completed' as const, url };
    }
    await deps.workflows.start(
      transactionReportWorkflow.name,
      { userUuid: user.uuid, year, day },
      `transaction-report-${user.uuid}-${year}-${day}`,
    );
    return { status: 'pending' as const, url: null };
  },
);
