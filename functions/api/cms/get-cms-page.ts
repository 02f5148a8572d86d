import { liveRoutes } from '../../../shared/api/routes/live';
import { getCmsPage as readPage } from '../../data/cms-page';
import { sanitizeHtml } from '../../domain/sanitize-html';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

export const getCmsPage = endpoint(liveRoutes.getCmsPage, async (deps, { params }) => {
  const page = await readPage(deps.db, params.key);
  if (!page) throw new NotFoundError('Page not found.');
  return { key: page.key, title: page.title, content: sanitizeHtml(page.html), updated_at: page.updatedAt };
});
