import { ConflictError } from '../../lib/errors';

/** No listing of the collection is buyable within the sweep's total (or none is listed by someone else). */
export class NothingToSweepError extends ConflictError {
  constructor() {
    super('No listing of this collection fits your maximum total.', 'nothing_to_sweep');
  }
}
