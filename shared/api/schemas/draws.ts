import * as z from '../../zod';
import { isoDateSchema, usdSchema } from './common';
import { coinNamedForPrepaidCrypto, paymentChoiceFields } from './payment-choice';

/**
 * A draw drop's pack (issue 16 point 5, not in the spec): registrations during a window hold one pack's price;
 * at the close a seeded draw, recomputable by anyone from the published seed and entries, allocates the packs.
 */

const sha256HexSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** open: taking registrations (until closes_at); closing: being drawn; drawn: the result is published. */
export const drawStateSchema = z.enum(['open', 'closing', 'drawn']);

export const packDrawSchema = z.object({
  pack_id: z.string(),
  state: drawStateSchema,
  opens_at: isoDateSchema,
  closes_at: isoDateSchema,
  /** What a registration holds (one pack's price). */
  price: usdSchema,
  /** sha256 (hex) of the seed, published from the start. */
  commitment: sha256HexSchema,
  /** The seed whose sha256 is the commitment; null until drawn. */
  seed: z.nullable(z.string()),
  drawn_at: z.nullable(isoDateSchema),
  /** The entry ids in the draw, sorted; frozen at the close (empty before). */
  entries: z.array(z.string()),
  /** The winning entry ids in draw order; empty until drawn. */
  winners: z.array(z.string()),
  /** How to recompute the winners from the seed and the entries (each entry id plays the part of h). */
  algorithm: z.string(),
});
export type PackDraw = z.infer<typeof packDrawSchema>;

export const drawRegistrationBodySchema = z
  .object({ ...paymentChoiceFields })
  .check(coinNamedForPrepaidCrypto);
export type DrawRegistrationBody = z.infer<typeof drawRegistrationBodySchema>;

/**
 * none: not registered (or withdrawn, or the hold declined); registered: in the draw with the price held; won: a
 * pack delivered, paid by the hold; lost: not selected, the hold released.
 */
export const registrationStatusSchema = z.enum(['none', 'holding', 'registered', 'won', 'lost']);

export const drawRegistrationSchema = z.object({
  status: registrationStatusSchema,
  /** The caller's entry id in the published list; null when not registered. */
  entry_id: z.nullable(z.string()),
  /** The pack purchase a win paid (its order id). */
  order_id: z.nullable(z.string()),
});
export type DrawRegistration = z.infer<typeof drawRegistrationSchema>;
