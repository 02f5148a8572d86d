import { waitingRoomRoutes } from '../../../shared/api/routes/waiting-room';
import { readWaitingRoomStatus } from '../../domain/waiting-room/status';
import { endpoint } from '../../lib/http';
import { waitingRoomView } from './waiting-room-view';

export const getWaitingRoom = endpoint(waitingRoomRoutes.getWaitingRoom, async (deps, { params, user }) =>
  waitingRoomView(await readWaitingRoomStatus(deps, params.id, user.uuid)),
);
