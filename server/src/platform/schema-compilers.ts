import { createHash } from 'node:crypto';
import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

const digest = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64');

/**
 * Compiling the route schemas is most of what building the app costs (some two seconds for a few
 * hundred routes). A process that builds the app more than once (the server tests build one per
 * file and engine) compiles each distinct schema once: a compiled validator or serializer depends
 * only on its schema, the shared schemas and the options, which is what the cache is keyed by.
 */
const validators = new Map<string, unknown>();
const serializers = new Map<string, unknown>();
const ajvFactory = AjvCompiler();
const serializerFactory = SerializerSelector();

const buildValidator = ((externalSchemas: unknown, options: { customOptions?: unknown }) => {
  const compile = (ajvFactory as (e: unknown, o: unknown) => (r: RouteDefinition) => unknown)(
    externalSchemas,
    options,
  );
  const base = digest([externalSchemas, options?.customOptions]);
  return (route: RouteDefinition) => {
    const key = `${base}:${route.httpPart}:${digest(route.schema)}`;
    let fn = validators.get(key);
    if (!fn) validators.set(key, (fn = compile(route)));
    return fn;
  };
}) as unknown as BuildCompilerFromPool;

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  const base = digest([externalSchemas, options]);
  return (route) => {
    const key = `${base}:${digest(route.schema)}`;
    let fn = serializers.get(key);
    if (!fn) serializers.set(key, (fn = compile(route)));
    return fn as ReturnType<typeof compile>;
  };
};

export const cachedSchemaCompilers = { buildValidator, buildSerializer };
