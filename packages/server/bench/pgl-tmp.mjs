const t0 = performance.now(); const lap = (n) => console.log(n, Math.round(performance.now() - t0));
const { PGlite } = await import('@electric-sql/pglite'); lap('import');
const extra = process.argv.slice(3);
const opts = extra.length ? { startParams: [...PGlite.defaultStartParams, ...extra.flatMap((e) => ['-c', e])] } : {};
const pg = await PGlite.create(process.argv[2], opts); lap('create');
console.log((await pg.query('show shared_buffers')).rows);
await pg.query('select count(*) from pg_class'); lap('query');
await pg.close(); lap('close');
