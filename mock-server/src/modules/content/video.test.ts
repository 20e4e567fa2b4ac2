// The video centre's server side: every video has a playable clip, views count once per call, likes are
// idempotent per user, unknown ids answer the not-found message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import { HEADER_TOKEN } from '@portal/contracts/envelope';
import * as video from '@portal/contracts/http/video';
import { buildApp } from '../../app.ts';
import { get, tokenOf } from '../../test/helpers.ts';
import { CLIP_SECONDS } from '../../lib/assets.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => 1_760_000_000_000 });
});
afterAll(() => app.close());

async function post<T>(op: { path: string }, id: number, body: unknown, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: op.path.replace('{id}', String(id)),
    payload: body as object,
    headers: token ? { [HEADER_TOKEN]: token } : {},
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: T }) };
}

describe('video centre', () => {
  it('pages videos whose duration is their clip', async () => {
    const { content } = await get<PageOf<video.VideoItem>>(app, video.videoPage, { query: { pageSize: 50 } });
    expect(content.total).toBe(20);
    expect(content.records.every((v) => v.duration === CLIP_SECONDS)).toBe(true);
    const market = await get<PageOf<video.VideoItem>>(app, video.videoPage, { query: { category: 'market' } });
    expect(market.content.records.length).toBeGreaterThan(0);
    expect(market.content.records.every((v) => v.category === 'market')).toBe(true);
  });

  it('answers a detail with its clip, chapters inside the clip, and 404s an unknown id', async () => {
    const { content } = await get<video.VideoDetail>(app, video.videoGetById, { params: { id: 3 } });
    expect(content.source).toBe(`/assets-mock/clips/${content.category}.webm`);
    expect(content).toMatchObject({ width: 480, height: 270, liked: false });
    expect(content.chapters[0]?.at).toBe(0);
    expect(content.chapters.every((c) => c.at < CLIP_SECONDS)).toBe(true);
    const clip = await app.inject({ method: 'GET', url: content.source });
    expect(clip.statusCode).toBe(200);
    const missing = await get(app, video.videoGetById, { params: { id: 9999 } });
    expect(missing.resultCode).toBe('B017');
    expect((await post(video.videoView, 9999, {})).resultCode).toBe('B017');
  });

  it('counts a view per call, for visitors too', async () => {
    const before = (await get<video.VideoDetail>(app, video.videoGetById, { params: { id: 4 } })).content.views;
    const first = await post<video.VideoCount>(video.videoView, 4, {});
    expect(first.content.views).toBe(before + 1);
    expect((await post<video.VideoCount>(video.videoView, 4, {})).content.views).toBe(before + 2);
  });

  it('likes idempotently per user, unlikes, and needs a login', async () => {
    const buyer = tokenOf(app, 'buyer');
    const buyer2 = tokenOf(app, 'buyer2');
    const start = (await get<video.VideoDetail>(app, video.videoGetById, { params: { id: 5 } })).content.likes;
    expect((await post(video.videoLike, 5, { liked: true })).resultCode).toBe('G001'); // login needed
    const once = await post<video.VideoCount>(video.videoLike, 5, { liked: true }, buyer);
    expect(once.content).toEqual({ views: once.content.views, likes: start + 1, liked: true });
    expect((await post<video.VideoCount>(video.videoLike, 5, { liked: true }, buyer)).content.likes).toBe(start + 1);
    expect((await post<video.VideoCount>(video.videoLike, 5, { liked: true }, buyer2)).content.likes).toBe(start + 2);
    const mine = await get<video.VideoDetail>(app, video.videoGetById, { params: { id: 5 }, token: buyer });
    expect(mine.content.liked).toBe(true);
    expect((await post<video.VideoCount>(video.videoLike, 5, { liked: false }, buyer)).content).toMatchObject({
      likes: start + 1,
      liked: false,
    });
    expect((await post<video.VideoCount>(video.videoLike, 5, { liked: false }, buyer)).content.likes).toBe(start + 1);
  });
});
