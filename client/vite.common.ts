import type { Plugin, Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The sync protocol is the one schema file outside the shared package that the crew's screens import.
const SCHEMA_SOURCES = /[\\/](shared[\\/]src[\\/].*|sync[\\/]src[\\/]protocol)\.ts$/;
const SIDE_EFFECT_FREE = /[\\/](shared[\\/]src|node_modules[\\/]typebox)[\\/]/;

/**
 * Marks schema building in our shared package as pure, so the bundler can drop a schema nobody
 * uses: the browser only builds them (it validates nothing), and `platform/http.ts` keeps the API
 * constants the sign-in page needs next to schemas that would otherwise pull in the whole library.
 */
export const pureSchemas: Plugin = {
  name: 'canopy-pure-schemas',
  transform(code, id) {
    if (!SCHEMA_SOURCES.test(id)) return null;
    const marked = code
      .replace(/(?<![\w.])(Type|Bounds)\.(\w+)\(/g, '/* @__PURE__ */ $1.$2(')
      // `Nullable(Type.String())` wraps a pure call: unmarked, it keeps the schema library alive.
      .replace(/(?<![\w.])(Nullable\w*|LiteralUnion)\(/g, '/* @__PURE__ */ $1(');
    return { code: marked, map: null };
  },
};

/** Brotli and gzip copies beside each text asset; the server sends the one the browser accepts. */
export const precompressed = () =>
  compression({
    algorithms: ['brotliCompress', 'gzip'],
    exclude: [/\.(png|jpe?g|webp|ico|woff2|map)$/],
    threshold: 1024,
    logLevel: 'silent',
  });

export const treeshake = {
  // Our shared package is declarations and pure rules, and the browser only builds schemas
  // (it validates nothing with them): a page that takes one message must not carry every
  // schema, nor the schema library, with it.
  moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
  // `Type.Object({ ...Base.properties, … })` dropped as pure still leaves the spread's property read
  // behind, and with it the base schema and the library; reading a property runs no code of ours.
  propertyReadSideEffects: false as const,
};

/**
 * The signed-in frame (router, the route table with every screen's search checks, layout, Mantine's
 * core, the query cache) loads whole once a session exists. Left to the bundler it came as a hundred
 * small scripts, each shared with some screen and compressed on its own; as one it is about 25 KiB
 * of gzip lighter. The sign-in page's modules are claimed first, else the frame would take those it
 * shares with them (React, the session) and a signed-out visitor would wait for the whole frame.
 */
export const FRAME_CHUNK = 'frame';

export const frameChunks: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'signin', tags: ['$initial'], priority: 2 },
    { name: FRAME_CHUNK, test: /[\\/]client[\\/]src[\\/]app[\\/]Console\.tsx$/, priority: 1 },
  ],
};
