import { defineRoute, type RouteDef } from '../route';
import {
  acknowledgeBodySchema,
  acknowledgeResponseSchema,
  inboxPageSchema,
  inboxQuerySchema,
  unreadCountSchema,
} from '../schemas/inbox';

/** The inbox calls of spec part 2 §7 'Inbox, content, catalogue, claims, other'. */
export const inboxRoutes = {
  listInbox: defineRoute({
    method: 'GET',
    path: '/inbox/',
    family: 'inbox',
    access: 'user',
    query: inboxQuerySchema,
    response: inboxPageSchema,
    summary: 'notifications',
  }),
  getUnreadCount: defineRoute({
    method: 'GET',
    path: '/inbox/unread',
    family: 'inbox',
    access: 'user',
    response: unreadCountSchema,
    summary: 'unread count; polled at the configured interval',
  }),
  acknowledgeInbox: defineRoute({
    method: 'POST',
    path: '/inbox/ack',
    family: 'inbox',
    access: 'user',
    body: acknowledgeBodySchema,
    response: acknowledgeResponseSchema,
    summary: 'none read',
  }),
} satisfies Record<string, RouteDef>;
