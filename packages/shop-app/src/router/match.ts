/**
 * Which declared route a path opens. Patterns as the route table writes them (`/detail`, `/:group/index`,
 * `/admin/*`), matched case-insensitively with an optional trailing slash, and ranked as react-router ranked
 * them: the more static segments the better, a splat last, so `/wel/index` wins over `/:group/index`.
 */
import { parse } from 'regexparam';

const patterns = new Map<string, RegExp>();

function patternOf(path: string): RegExp {
  let pattern = patterns.get(path);
  if (!pattern) {
    // A trailing splat also matches its parent (`/admin/*` opens `/admin`), as it did in react-router.
    pattern = parse(path.replace(/\/\*$/, '/*?')).pattern;
    patterns.set(path, pattern);
  }
  return pattern;
}

/** Whether `pathname` opens the route `path`. */
export function matchesPath(path: string, pathname: string): boolean {
  return patternOf(path).test(pathname);
}

/** react-router's score: a point per segment, 10 per static segment, 3 per parameter, 1 per empty, -2 for a splat. */
function scoreOf(path: string): number {
  const segments = path.split('/');
  let score = segments.length - (segments.includes('*') ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment === '' ? 1 : segment.startsWith(':') ? 3 : 10;
  }
  return score;
}

/** The best-ranked route whose path matches `pathname` (declaration order breaks ties). */
export function matchRoute<Route extends { path: string }>(routes: readonly Route[], pathname: string): Route | undefined {
  let best: Route | undefined;
  let bestScore = -Infinity;
  for (const route of routes) {
    if (!matchesPath(route.path, pathname)) continue;
    const score = scoreOf(route.path);
    if (score > bestScore) [best, bestScore] = [route, score];
  }
  return best;
}
