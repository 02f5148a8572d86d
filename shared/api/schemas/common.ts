import { fillMessage, messages } from '../../domain/messages';
import * as z from '../../zod';

/** USD amounts travel as numbers with at most 2 decimals; the server keeps integer cents. */
export const usdSchema = z.number().check(z.nonnegative());
export const isoDateSchema = z.iso.datetime({ offset: true });
export const idSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** 'Maximum {max} characters.': the message of a length limit the spec does not word. */
export const tooLong = (max: number) => fillMessage(messages.fieldTooLong, { max });

export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  page_size: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});

/** A page of results; `next` is the next page number, or null on the last page. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    count: z.number().check(z.int(), z.nonnegative()),
    next: z.nullable(z.number().check(z.int())),
    results: z.array(item),
  });

export const artistSchema = z.object({
  id: idSchema,
  name: z.string(),
  icon: z.string(),
  image: z.string(),
});
export type Artist = z.infer<typeof artistSchema>;

/**
 * Reports a custom issue from inside a transform, as the classic API's `context.addIssue` did: zod/mini's transform
 * context has no addIssue, so the issue goes on the parse payload itself.
 */
export const addCustomIssue = (
  context: z.core.ParsePayload,
  issue: { message: string; input: unknown; path?: PropertyKey[] },
) => {
  context.issues.push({ code: 'custom', ...issue });
};
