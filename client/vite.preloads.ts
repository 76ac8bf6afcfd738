import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';
import { FRAME_CHUNK } from './vite.common';

type Chunk = Rolldown.OutputChunk;

let bundle: Rolldown.OutputBundle | undefined;
let surelyRun: Map<string, Set<string>> | undefined;

const chunksOf = (output: Rolldown.OutputBundle): Chunk[] =>
  Object.values(output).filter((c): c is Chunk => c.type === 'chunk');

/** `file` and every chunk it imports statically, directly or not: all run before `file` does. */
function staticClosure(output: Rolldown.OutputBundle, file: string): Set<string> {
  const seen = new Set([file]);
  const stack = [file];
  for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
    const chunk = output[name];
    if (chunk?.type !== 'chunk') continue;
    for (const dep of chunk.imports) {
      if (!seen.has(dep)) {
        seen.add(dep);
        stack.push(dep);
      }
    }
  }
  return seen;
}

const intersect = ([first, ...rest]: Set<string>[]): Set<string> =>
  new Set([...(first ?? [])].filter((x) => rest.every((s) => s.has(x))));

/**
 * For each chunk, the chunks sure to have run before any of its code can: a page loads an entry or a
 * lazy import's target with everything it imports statically, and a lazy import only runs once the
 * chunk asking for it has. Like dominators in a flow graph, it starts from "everything" and shrinks
 * to the largest answer that holds along every path.
 */
function surelyRunBefore(output: Rolldown.OutputBundle): Map<string, Set<string>> {
  const chunks = chunksOf(output);
  const all = new Set(chunks.map((c) => c.fileName));
  const askedBy = new Map<string, string[]>();
  for (const c of chunks) {
    for (const target of c.dynamicImports) askedBy.set(target, [...(askedBy.get(target) ?? []), c.fileName]);
  }
  const roots = chunks.filter((c) => c.isEntry || askedBy.has(c.fileName)).map((c) => c.fileName);
  const closures = new Map(roots.map((r) => [r, staticClosure(output, r)]));
  const loaded = new Map(chunks.map((c) => [c.fileName, all]));
  for (let changed = true; changed;) {
    changed = false;
    const withRoot = new Map<string, Set<string>[]>();
    for (const root of roots) {
      const before = output[root]?.type === 'chunk' && output[root].isEntry ? [] : (askedBy.get(root) ?? []);
      const inherited = before.length
        ? intersect(before.map((a) => loaded.get(a) ?? all))
        : new Set<string>();
      const onLoad = new Set([...closures.get(root)!, ...inherited]);
      for (const member of closures.get(root)!)
        withRoot.set(member, [...(withRoot.get(member) ?? []), onLoad]);
    }
    for (const c of chunks) {
      const next = intersect(withRoot.get(c.fileName) ?? []);
      if (next.size !== loaded.get(c.fileName)!.size) {
        loaded.set(c.fileName, next);
        changed = true;
      }
    }
  }
  return loaded;
}

/**
 * Each lazy import carries the list of scripts to fetch alongside the chunk it
 * loads. Those that have surely run by the time the import is asked for — the importer's own static
 * imports, and whatever had to load before the importer could — fetch nothing: listing them only
 * makes every chunk with lazy imports larger (the route table's lists were a third of it).
 */
export const trimmedPreloads = {
  plugin: {
    name: 'canopy-trimmed-preloads',
    // Before Vite writes the lists, so that the resolver below can see the whole bundle.
    generateBundle: {
      order: 'pre' as const,
      handler(_: unknown, output: Rolldown.OutputBundle) {
        bundle = output;
        surelyRun = undefined;
      },
    },
  } satisfies Plugin,
  resolveDependencies: ((_, deps, { hostId }) => {
    if (!bundle) return deps;
    // The route table's lazy screens live in the frame, which every signed-in user waits for: their
    // lists were 8 KiB of it, to spare a screen's first opening one round trip. A link pointed at or
    // touched starts fetching its screen anyway (the router preloads on intent), and once installed
    // the offline copy answers every script at once.
    if (bundle[hostId]?.name === FRAME_CHUNK) return [];
    surelyRun ??= surelyRunBefore(bundle);
    const loaded = surelyRun.get(hostId) ?? staticClosure(bundle, hostId);
    return deps.filter((dep) => !loaded.has(dep));
  }) satisfies ResolveModulePreloadDependenciesFn,
};
