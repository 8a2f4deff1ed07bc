const { renderPage } = await import('../packages/shop-app/dist-server/entry-server.js');
const base = process.env.BASE ?? 'http://localhost:8090';
for (const href of process.argv.slice(2)) {
  const calls = [];
  const fetcher = async (input, init) => {
    const req = new Request(typeof input === 'string' ? new URL(input, base) : input, init);
    const url = new URL(req.url);
    const res = await fetch(new Request(new URL(url.pathname + url.search, base), req));
    calls.push(`${res.status} ${req.method} ${url.pathname}`);
    return res;
  };
  const t = performance.now();
  const page = await renderPage(href, 'en', { fetch: fetcher });
  console.log(href, Math.round(performance.now() - t), 'ms', page?.html.length, calls);
  if (process.env.SHOW) console.log(page?.html.replace(/<style[^>]*>.*?<\/style>/gs, '').slice(0, +process.env.SHOW));
}
