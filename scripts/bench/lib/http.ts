// JSON POSTs to the mock server over kept-alive connections (node:http, cheaper per call than fetch): a bench's
// clients share the machine with the server, so what they spend per call is taken from the server.
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export interface Envelope<T> {
  resultCode: string;
  content: T;
}

export function postJson<T>(url: string, path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { 'x-token': token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<T>);
          } catch (error) {
            reject(new Error(`${path}: HTTP ${res.statusCode} ${String(error)}`));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Logs in with an account and password; the token. */
export async function loginAs(url: string, account: string, password: string): Promise<string> {
  const answer = await postJson<{ token: string }>(url, '/api/auth/login/byAccount', { account, password });
  if (answer.resultCode !== '000') throw new Error(`login ${account}: ${JSON.stringify(answer)}`);
  return answer.content.token;
}

/** Closes the kept-alive connections so the bench can exit. */
export function closeConnections(): void {
  agent.destroy();
}
