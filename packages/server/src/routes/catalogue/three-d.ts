/** The 3D view of a SKU (POST /scgl/threed/getThreedBySkucode): the reference shop keeps no 3D models. */
import { Hono } from 'hono';
import { threeDBody } from '@kontor/api/contract';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { bodyOf } from '../../http/request.js';

export const threeDRoutes = new Hono<AppEnv>()
  // A product without a model is an ordinary answer (data null) in the usual envelope: a 404 made every product
  // page log a failed request in the browser, though nothing was wrong.
  .post('/scgl/threed/getThreedBySkucode', async (c) => {
    await bodyOf(c, threeDBody);
    return ok(c, null);
  });
