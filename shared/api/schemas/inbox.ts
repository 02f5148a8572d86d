import * as z from 'zod';
import { notificationTypeSchema } from '../../domain/enum-schemas';
import { idSchema, isoDateSchema } from './common';

/** Page size of the inbox (spec part 2 §9) and the most one request may ask for. */
export const INBOX_PAGE_SIZE = 10;
export const INBOX_MAX_PAGE_SIZE = 50;
/** The most notifications one acknowledgement marks read. */
export const INBOX_MAX_ACK = 100;

/** A notification (spec part 1 §3), plus the app path it opens. */
export const notificationSchema = z.object({
  id: idSchema,
  notification_type: notificationTypeSchema,
  created_at: isoDateSchema,
  read_at: isoDateSchema.nullable(),
  subject: z.string(),
  link: z.string(),
  auction: z.object({ id: z.string(), title: z.string() }).nullable(),
  extra: z.object({ nft_uuid: z.string(), nft_item_uuid: z.string() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const inboxQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(INBOX_MAX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
});

/** `next` is the `start` of the following page, or null on the last one. */
export const inboxPageSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.number().int().nonnegative().nullable(),
  results: z.array(notificationSchema),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });

export const acknowledgeBodySchema = z.object({ id_list: z.array(idSchema).max(INBOX_MAX_ACK) });
export const acknowledgeResponseSchema = z.object({ acknowledged: z.number().int().nonnegative() });
