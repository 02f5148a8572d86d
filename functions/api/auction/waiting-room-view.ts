import type { WaitingRoomStatus as WaitingRoomStatusView } from '../../../shared/api/schemas/waiting-room';
import type { WaitingRoomStatus } from '../../domain/waiting-room/status';

export const waitingRoomView = (status: WaitingRoomStatus): WaitingRoomStatusView => ({
  status: status.state,
  opens_at: status.opensAt.toISOString(),
  starts_at: status.startsAt,
  position: status.position,
  admitted_through: status.admittedThrough,
  queue_length: status.queueLength,
});
