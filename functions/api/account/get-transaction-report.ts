import { accountRoutes } from '../../../shared/api/routes/account';
import { messages } from '../../../shared/domain/messages';
import { getTransactionReport as findReport } from '../../data/transaction-report';
import { mediaUrl } from '../../domain/media';
import { ValidationError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { transactionReportWorkflow } from '../../workflows/transaction-report/definition';

/**
 * The caller's transaction report of a year: its URL once the workflow has written today's file (a past year's
 * report never changes, so any earlier file serves), else pending after starting the workflow. The execution
 * is named by user, year and day, so the client's polling starts it once.
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
    if (report && (report.generatedOn === day || year < now.getUTCFullYear())) {
      return { status: 'completed' as const, url: mediaUrl(deps.env, report.key) };
    }
    await deps.workflows.start(
      transactionReportWorkflow.name,
      { userUuid: user.uuid, year, day },
      `transaction-report-${user.uuid}-${year}-${day}`,
    );
    return { status: 'pending' as const, url: null };
  },
);
