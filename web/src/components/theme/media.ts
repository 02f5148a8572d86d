import { BREAKPOINTS, type Breakpoint } from '../../../../shared/domain/constants';

/** Media queries for the spec's breakpoints (part 2 §9): `from.md` is md and wider, `below.md` narrower. */
const queries = (toQuery: (px: number) => string) =>
  Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [name, toQuery(px)])) as Record<
    Breakpoint,
    string
  >;

export const from = queries((px) => `screen and (min-width: ${px}px)`);
export const below = queries((px) => `screen and (max-width: ${px - 0.02}px)`);
