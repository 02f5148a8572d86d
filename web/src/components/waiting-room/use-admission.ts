import { useIsLoggedIn } from '../../lib/auth';
import { useWaitingRoom } from './get-waiting-room';

/**
 * For a purchase screen of a drop: whether the signed-in buyer may buy now. Drops without a waiting room
 * always may; with one, only once admitted (the server refuses the purchase otherwise, 403).
 */
export function useAdmission(dropId: string, needsWaitingRoom: boolean) {
  const loggedIn = useIsLoggedIn();
  const room = useWaitingRoom(dropId, needsWaitingRoom && loggedIn);
  return {
    admitted: !needsWaitingRoom || room.data?.status === 'admitted',
    loading: needsWaitingRoom && loggedIn && room.isLoading,
  };
}
