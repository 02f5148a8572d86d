import { z } from 'zod';
import { defineRoute, type RouteDef } from '../route';
import { payloadFields as fields } from '../schemas/common';

/** The inbox calls of spec part 2 §7 'Inbox, content, catalogue, claims, other'. */
export const inboxRoutes = {
  listInbox: defineRoute({
    method: 'GET',
    path: '/inbox/',
    family: 'inbox',
    access: 'user',
    status: 'planned',
    query: fields('start', 'limit'),
    response: z.unknown(),
    summary: 'notifications',
  }),
  getUnreadCount: defineRoute({
    method: 'GET',
    path: '/inbox/unread',
    family: 'inbox',
    access: 'user',
    status: 'planned',
    response: z.unknown(),
    summary: 'unread count; polled at the configured interval',
  }),
  acknowledgeInbox: defineRoute({
    method: 'POST',
    path: '/inbox/ack',
    family: 'inbox',
    access: 'user',
    status: 'planned',
    body: fields('id_list'),
    response: z.unknown(),
    summary: 'none read',
  }),
} satisfies Record<string, RouteDef>;
