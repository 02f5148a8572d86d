import { defineRoute, type RouteDef } from '../route';
import { idParamsSchema } from '../schemas/catalog';
import { drawRegistrationBodySchema, drawRegistrationSchema, packDrawSchema } from '../schemas/draws';

/** A draw drop's pack (issue 16 point 5; these paths are ours, the spec shows none); {id} is the pack's. */
export const drawRoutes = {
  getPackDraw: defineRoute({
    method: 'GET',
    path: '/auction/packs/{id}/draw',
    family: 'auction',
    access: 'public',
    params: idParamsSchema,
    response: packDrawSchema,
    summary:
      "The pack's draw: window, seed commitment, then the revealed seed, entries and winners (404 for a first-come pack)",
  }),
  getDrawRegistration: defineRoute({
    method: 'GET',
    path: '/auction/packs/{id}/draw/registration',
    family: 'auction',
    access: 'user',
    params: idParamsSchema,
    response: drawRegistrationSchema,
    summary: "The caller's registration in the pack's draw: none, registered, won or lost",
  }),
  registerForDraw: defineRoute({
    method: 'POST',
    path: '/auction/packs/{id}/draw/registration',
    family: 'auction',
    access: 'verified',
    params: idParamsSchema,
    body: drawRegistrationBodySchema,
    response: drawRegistrationSchema,
    summary:
      "Registers the caller during the window, holding one pack's price on the chosen method (Idempotency-Key: a retry holds once; 409 already registered, not open yet or closed)",
  }),
  withdrawFromDraw: defineRoute({
    method: 'DELETE',
    path: '/auction/packs/{id}/draw/registration',
    family: 'auction',
    access: 'user',
    params: idParamsSchema,
    response: drawRegistrationSchema,
    summary:
      "Withdraws the caller's registration before the close; the hold is released (404 not registered)",
  }),
} satisfies Record<string, RouteDef>;
