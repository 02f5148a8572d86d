import * as z from '../../zod';
import { isoDateSchema } from './common';

/**
 * The caller's place in a drop's virtual waiting room (our route, not in the spec):
 * - closed: the room is not open yet (opens_at) or the drop has none;
 * - not_joined: open, the caller has not joined;
 * - waiting: joined; `position` is null until positions are drawn at the drop's start (and, for a late joiner,
 *   until the next admission round places them);
 * - admitted: the caller's turn: they may buy.
 */
export const waitingRoomStatusSchema = z.object({
  status: z.enum(['closed', 'not_joined', 'waiting', 'admitted']),
  opens_at: isoDateSchema,
  starts_at: isoDateSchema,
  position: z.nullable(z.number().check(z.int(), z.positive())),
  /** Everyone at or before this position has been admitted. */
  admitted_through: z.number().check(z.int(), z.nonnegative()),
  /** People placed in the queue so far. */
  queue_length: z.number().check(z.int(), z.nonnegative()),
});
export type WaitingRoomStatus = z.infer<typeof waitingRoomStatusSchema>;
