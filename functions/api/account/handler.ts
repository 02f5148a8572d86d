import type { Endpoint } from '../../lib/http';
import { familyHandler } from '../../lib/http';

/** Every route of this family is still planned: the handler answers 501 for them until its issue lands. */
export const endpoints: Endpoint[] = [];
export const handler = familyHandler(endpoints);
