import { JOINED_ONE_PASS_STORAGE_KEY } from '../../../../../shared/domain/constants';

/** The local flag of part 1 §3 ('joined_one_pass'): once joined, the page keeps showing JOINED on this browser. */
export function readJoinedOnePass(): boolean {
  try {
    return localStorage.getItem(JOINED_ONE_PASS_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeJoinedOnePass(): void {
  try {
    localStorage.setItem(JOINED_ONE_PASS_STORAGE_KEY, 'true');
  } catch (error) {
    // Private mode or a full quota: the page still shows JOINED until it is reloaded.
    console.warn('could not keep the joined pass flag', error);
  }
}
