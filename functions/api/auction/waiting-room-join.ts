import { waitingRoomRoutes } from '../../../shared/api/routes/waiting-room';
import { joinWaitingRoom as join } from '../../domain/waiting-room/join';
import { endpoint } from '../../lib/http';
import { waitingRoomView } from './waiting-room-view';

export const joinWaitingRoom = endpoint(waitingRoomRoutes.joinWaitingRoom, async (deps, { params, user }) =>
  waitingRoomView(await join(deps, params.id, user.uuid)),
);
