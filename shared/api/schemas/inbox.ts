import { notificationTypeSchema } from '../../domain/enum-schemas';
import * as z from '../../zod';
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
  read_at: z.nullable(isoDateSchema),
  subject: z.string(),
  link: z.string(),
  auction: z.nullable(z.object({ id: z.string(), title: z.string() })),
  extra: z.nullable(z.object({ nft_uuid: z.string(), nft_item_uuid: z.string() })),
});
export type Notification = z.infer<typeof notificationSchema>;

export const inboxQuerySchema = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(INBOX_MAX_PAGE_SIZE)), INBOX_PAGE_SIZE),
});

/** `next` is the `start` of the following page, or null on the last one. */
export const inboxPageSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  next: z.nullable(z.number().check(z.int(), z.nonnegative())),
  results: z.array(notificationSchema),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().check(z.int(), z.nonnegative()) });

export const acknowledgeBodySchema = z.object({
  id_list: z.array(idSchema).check(z.maxLength(INBOX_MAX_ACK)),
});
export const acknowledgeResponseSchema = z.object({
  acknowledged: z.number().check(z.int(), z.nonnegative()),
});
