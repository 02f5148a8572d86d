import { liveRoutes } from '../../../shared/api/routes/live';
import { listRedirects as queryRedirects } from '../../data/redirect';
import { endpoint } from '../../lib/http';

export const listRedirects = endpoint(liveRoutes.listRedirects, (deps) => queryRedirects(deps.db));
