import { defineRoute, type RouteDef } from '../route';
import { idParamsSchema } from '../schemas/catalog';
import { waitingRoomStatusSchema } from '../schemas/waiting-room';

/**
 * The virtual waiting room of a drop that needs one (issue 5; these paths are ours, the spec shows none):
 * join before the start, positions drawn at random at the start, admitted in order.
 */
export const waitingRoomRoutes = {
  joinWaitingRoom: defineRoute({
    method: 'POST',
    path: '/auction/drops/{id}/waiting-room',
    family: 'auction',
    access: 'user',
    params: idParamsSchema,
    response: waitingRoomStatusSchema,
    summary: "joins the drop's waiting room (again: the same place) and answers the caller's status",
  }),
  getWaitingRoom: defineRoute({
    method: 'GET',
    path: '/auction/drops/{id}/waiting-room',
    family: 'auction',
    access: 'user',
    params: idParamsSchema,
    response: waitingRoomStatusSchema,
    summary:
      "the caller's place in the drop's waiting room: position once drawn, admitted when it is their turn",
  }),
} satisfies Record<string, RouteDef>;
