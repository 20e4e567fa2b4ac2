// Serves /assets-mock/<kind>/<id>.png (and .svg): illustrations drawn from the data (a placeholder from
// `?label=` or the kind's word for ids no row describes), cached by the browser (ETag). The addresses the API
// hands out are PNG but for the VR tour's panorama (lib/assets.ts says why); the SVG of every picture stays
// served, for addresses kept in a database seeded before.
import { createHash } from 'node:crypto';
import type { DomainModule } from '../types.ts';
import { ASSET_KINDS, ASSET_PREFIX, type AssetKind } from '../../lib/assets.ts';
import { HttpError } from '../../lib/errors.ts';
import { drawAsset, placeholderAsset } from './service.ts';
import { rasterize } from './raster.ts';
import { clipRoutes } from './clips.ts';

export const CACHE_CONTROL = 'public, max-age=86400';

export const module: DomainModule = {
  name: 'assets',
  dependsOn: ['catalogue'],
  uses: ['exhibition', 'service-portal'],
  routes(app) {
    clipRoutes(app, CACHE_CONTROL);
    app.get<{ Params: { kind: string; file: string }; Querystring: { view?: string; label?: string } }>(
      `${ASSET_PREFIX}/:kind/:file`,
      { schema: { hide: true } as never },
      async (request, reply) => {
        const { kind, file } = request.params;
        const match = /^(.+)\.(svg|png)$/.exec(file);
        if (!ASSET_KINDS.includes(kind as AssetKind) || !match?.[1]) throw new HttpError(404);
        const svg =
          drawAsset(app.db, kind as AssetKind, match[1], Number(request.query.view ?? 1) || 1) ??
          placeholderAsset(kind as AssetKind, match[1], request.query.label);
        const hash = createHash('sha1').update(svg).digest('base64url');
        const png = match[2] === 'png';
        const etag = png ? `"${hash}-png"` : `"${hash}"`;
        reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        if (png) return reply.type('image/png').send(await rasterize(svg, hash));
        return reply.type('image/svg+xml; charset=utf-8').send(svg);
      },
    );
  },
};
