import type { RouteDef } from './route';

/** Filled in by the contract table task: every other call of spec part 2 §7. */
export const plannedRoutes = {} satisfies Record<string, RouteDef>;
