// Direct calls to the mock server from tests: read SMS codes and captchas, set faults, log in.
import { API_URL } from './browser.ts';

interface Envelope<T> {
  resultCode: string;
  content: T;
}

export async function call<T>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; lang?: string } = {},
): Promise<Envelope<T>> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { 'x-token': options.token } : {}),
      'accept-language': options.lang ?? 'zh',
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return (await response.json()) as Envelope<T>;
}
