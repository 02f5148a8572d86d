import { ConflictError, ForbiddenError } from '../../lib/errors';

export const waitingRoomMessages = {
  noWaitingRoom: 'This drop has no waiting room.',
  notOpenYet: 'The waiting room is not open yet.',
  dropEnded: 'This drop has ended.',
  notJoined: 'This drop has a waiting room: join it to buy.',
  notYourTurn: (position: number | null) =>
    position === null
      ? 'You are in the waiting room: your place in the queue is being drawn.'
      : `You are number ${position} in the waiting room: please wait for your turn.`,
};

/** 409: the drop has no room, the room is not open, or the drop is over. */
export class WaitingRoomUnavailableError extends ConflictError {
  constructor(detail: string) {
    super(detail, 'waiting_room_unavailable');
  }
}

/** 403 on a purchase: the buyer has not been admitted from the drop's waiting room (yet). */
export class NotAdmittedError extends ForbiddenError {
  constructor(detail: string) {
    super(detail, 'waiting_room_not_admitted');
  }
}
