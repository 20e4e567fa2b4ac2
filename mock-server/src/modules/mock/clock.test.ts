import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { advanceClock, getClock } from '@portal/contracts/http/mock';
import { sendSmsCode } from '@portal/contracts/http/auth';
import { buildApp } from '../../app.ts';
import { tokenOf } from '../../test/helpers.ts';

const NOW = 1_780_000_000_000;
let app: FastifyInstance;
let operator: string;
let buyer: string;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW });
  operator = tokenOf(app, 'operator');
  buyer = tokenOf(app, 'buyer');
});
afterAll(() => app.close());

const advance = (ms: number, token: string) =>
  app.inject({ method: advanceClock.method, url: advanceClock.path, headers: { 'x-token': token }, payload: { ms } });
const sms = () =>
  app.inject({
    method: sendSmsCode.method,
    url: sendSmsCode.path,
    headers: { 'accept-language': 'en' },
    payload: { mobile: '13800000002', purpose: 'login' },
  });

describe('mock clock', () => {
  it('starts at the base clock', async () => {
    const res = await app.inject({ method: getClock.method, url: getClock.path });
    expect(res.json().content).toEqual({ now: NOW, offsetMs: 0 });
  });

  it('moves forward for operators only, and never back', async () => {
    expect((await advance(1000, buyer)).statusCode).toBe(403);
    expect((await advance(-5, operator)).statusCode).toBe(400);
    const res = await advance(1000, operator);
    expect(res.json().content).toEqual({ now: NOW + 1000, offsetMs: 1000 });
    expect(app.now()).toBe(NOW + 1000);
  });

  it('is the clock the rules use: an SMS interval passes when the clock moves past it', async () => {
    expect((await sms()).json().resultCode).toBe('000');
    expect((await sms()).json()).toMatchObject({
      resultCode: 'B001',
      content: 'Operation is too frequent. Please try again later!',
    });
    await advance(61_000, operator);
    expect((await sms()).json().resultCode).toBe('000');
  });
});
