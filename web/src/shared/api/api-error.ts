// Telling a failed call's error (what the baseQuery rejects with) from anything else a promise may throw.
import type { ApiError } from './base-query.ts';

export type { ApiError };

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
