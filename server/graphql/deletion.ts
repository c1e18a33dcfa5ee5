import type { DeleteResult } from '../../shared/types.ts';

/** The answer to a delete of one `what` ('Post', 'Message', 'Subscriber'): done, or there was none. */
export const deletion = (isDeleted: boolean, what: string): DeleteResult => ({
  isDeleted,
  message: isDeleted ? `${what} deleted successfully` : `${what} not found`,
});
