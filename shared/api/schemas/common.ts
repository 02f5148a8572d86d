import * as z from 'zod';
import { fillMessage, messages } from '../../domain/messages';

/** USD amounts travel as numbers with at most 2 decimals; the server keeps integer cents. */
export const usdSchema = z.number().nonnegative();
export const isoDateSchema = z.string().datetime({ offset: true });
export const idSchema = z.string().min(1).max(64);

/** 'Maximum {max} characters.': the message of a length limit the spec does not word. */
export const tooLong = (max: number) => fillMessage(messages.fieldTooLong, { max });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

/** A page of results; `next` is the next page number, or null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().nonnegative(),
    next: z.number().int().nullable(),
    results: z.array(item),
  });

export const artistSchema = z.object({
  id: idSchema,
  name: z.string(),
  icon: z.string(),
  image: z.string(),
});
export type Artist = z.infer<typeof artistSchema>;
