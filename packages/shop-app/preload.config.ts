// A build step of the storefront: a lazy import preloads only the files its importer has not loaded already.
import type { Plugin, Rolldown, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * Vite lists every file a lazily imported chunk needs, including those the importing chunk imports statically and so
 * has run already. Each listed file costs a link added from script (a quarter of a millisecond of main thread or more
 * on this machine, four times that on Lighthouse's phone), and a route's first screen listed 35-58 of them, 13 of
 * them the entry's own. The plugin reads the chunk graph before Vite writes the lists; the resolver drops the
 * importer's static closure.
 */
export function preloadOnlyNew(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  const closures = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'kontor-preload-only-new',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      closures.clear();
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      for (const fileName of chunks.keys()) {
        const closure = new Set<string>();
        const queue = [fileName];
        for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
          if (closure.has(next)) continue;
          closure.add(next);
          queue.push(...(chunks.get(next)?.imports ?? []));
        }
        closures.set(fileName, closure);
      }
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_file, deps, { hostId, hostType }) => {
    const loaded = hostType === 'js' ? closures.get(hostId) : undefined;
    return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
  };
  return { plugin, resolveDependencies };
}
