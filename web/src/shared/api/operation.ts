// Turns a contract operation and its arguments into the FetchArgs of the baseQuery: the path comes from the
// contract (never retyped), query goes to the URL, body to the JSON (or multipart) body.
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { ArgsOf, OperationDef } from '@portal/contracts/operation';
import { buildPath } from '@portal/contracts/path';

/**
 * The response handler of file downloads: the raw bytes as a Blob, or the envelope when the server answers
 * with JSON (a download that failed). The baseQuery skips the resultCode toast for these calls.
 */
export async function downloadResponseHandler(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json();
  return response.blob();
}

interface LooseArgs {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export function opArgs<O extends OperationDef>(op: O, args?: ArgsOf<O>): FetchArgs {
  const loose = (args ?? {}) as LooseArgs;
  const fetchArgs: FetchArgs = { url: buildPath(op.path, loose.params), method: op.method };
  if (loose.query !== undefined) fetchArgs.params = loose.query;
  if (loose.body !== undefined) fetchArgs.body = loose.body;
  if (op.kind === 'binary') fetchArgs.responseHandler = downloadResponseHandler;
  return fetchArgs;
}
