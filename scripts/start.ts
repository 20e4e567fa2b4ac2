// `npm start`: the mock server on :3000 (API, OpenAPI page, websockets) and the portal on :5173.
import { startMockServer, startWeb, type Service } from './lib/stack.ts';

const DEMO = [
  ['buyer', '13800000001', 'buyer'],
  ['buyer2', '13800000002', 'buyer'],
  ['buyer3', '13800000003', 'buyer'],
  ['seller', '13800000004', 'shop (seller)'],
  ['factory', '13800000005', 'factory'],
  ['provider', '13800000006', 'service provider'],
  ['operator', '13800000007', 'platform operator'],
  ['personal', '13800000008', 'individual, not authenticated'],
] as const;

const apiPort = Number(process.env.API_PORT ?? 3000);
// The mock server inherits the environment: the same setting it reads (mock-server/src/plugins/faults.ts).
const aidsOff = ['off', '0', 'false', 'no'].includes((process.env.MOCK_AIDS ?? '').trim().toLowerCase());
const webPort = Number(process.env.WEB_PORT ?? 5173);
const services: Service[] = [];
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping...');
  await Promise.all(services.map((service) => service.stop()));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  const api = await startMockServer({ port: apiPort });
  services.push(api);
  const web = await startWeb({ port: webPort, apiUrl: api.url, mode: 'dev' });
  services.push(web);
  for (const service of services) {
    service.child.on('exit', (code) => {
      if (!stopping) {
        console.error(`${service.name} stopped (exit ${code}); stopping the rest`);
        void stopAll(1);
      }
    });
  }
  console.log(`
  Market City portal is running
    Portal      http://localhost:${webPort}
    API         http://localhost:${apiPort}/api
    API docs    http://localhost:${apiPort}/api/docs
    Health      http://localhost:${apiPort}/api/health
    Websockets  ws://localhost:${apiPort}/socket.io

  Demo accounts (password demo1234):
${DEMO.map(([account, mobile, role]) => `    ${account.padEnd(9)} ${mobile}  ${role}`).join('\n')}

  ${
    aidsOff
      ? 'Test aids are off (MOCK_AIDS=off): no SMS codes below, no /api/mock routes, no X-Mock-Fault.'
      : 'SMS codes are printed below as they are sent: [sms] 13800000001 code 123456 (login).\n  Test aids (SMS and captcha read-back, faults, clock) answer the operator; MOCK_AIDS=off turns them off.'
  }

  Ctrl-C stops both.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
