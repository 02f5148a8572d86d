import { en } from 'zod/locales';
import { config } from 'zod/mini';

/**
 * zod for code that runs in a Lambda or on the first page: zod/mini, whose functions tree-shake (the classic API's
 * methods are attached to every schema, so each bundle carried all of them: about 66 KB of a Lambda's 250 KB budget).
 * zod/mini loads no locale of its own; English keeps the default messages ('Invalid input: expected string, ...')
 * the classic API answered.
 */
config(en());

export * from 'zod/mini';
