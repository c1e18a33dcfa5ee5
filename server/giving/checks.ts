// What every giving refusal shares: BAD_USER_INPUT naming the first field in question (and listing them all).
import type { Problem } from '../../shared/giving.ts';
import { AppError } from '../core/errors.ts';

export function refuse(problems: Problem[]): never {
  const first = problems[0]!;
  throw new AppError(first.message, 'BAD_USER_INPUT', { field: first.field, problems });
}
