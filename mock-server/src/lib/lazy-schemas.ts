// Route schemas compiled on a route's first request instead of at start-up. ~400 operations each carry a
// request validator (Ajv) and three answer serializers (fast-json-stringify); compiling them all at once
// cost ~100 MB of the idle server's RSS (generated source and its garbage), for routes a run mostly never calls.
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/** What Fastify calls: Ajv's function takes a data context (so it may coerce a root value) and keeps `errors`. */
type Validate = ((data: unknown, dataCxt?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

export interface LazySchemas {
  /** Fastify's `schemaController.compilersFactory`: the default Ajv and fast-json-stringify, compiled lazily. */
  factories: { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory };
  /** Compiles every schema not compiled yet; throws the first schema that does not compile (tests call it). */
  compileAll(): void;
}

/** A header schema's property names in lower case, as Fastify does for its own compilers (Node lower-cases
 * every received header name); it skips that step for a custom compiler like this one. */
function lowerCaseHeaders(schema: unknown): unknown {
  const s = schema as { properties?: Record<string, unknown>; required?: string[] } | null;
  if (!s || typeof s !== 'object' || !s.properties) return schema;
  return {
    ...s,
    properties: Object.fromEntries(Object.entries(s.properties).map(([key, value]) => [key.toLowerCase(), value])),
    ...(s.required ? { required: s.required.map((key) => key.toLowerCase()) } : {}),
  };
}

export function lazySchemas(): LazySchemas {
  const pending = new Set<() => unknown>();
  const validators = AjvCompiler();
  const serializers = SerializerSelector();

  const buildValidator = ((externalSchemas: unknown, options: unknown) => {
    const compile = (validators as (e: unknown, o: unknown) => FastifySchemaCompiler<unknown>)(
      externalSchemas,
      options,
    );
    return (route: Parameters<FastifySchemaCompiler<unknown>>[0]) => {
      const definition = route.httpPart === 'headers' ? { ...route, schema: lowerCaseHeaders(route.schema) } : route;
      let compiled: Validate | undefined;
      const get = (): Validate => {
        if (!compiled) {
          compiled = compile(definition as typeof route) as unknown as Validate;
          pending.delete(get);
        }
        return compiled;
      };
      pending.add(get);
      const validate: Validate = (data, dataCxt) => {
        const fn = get();
        return fn.schemaEnv ? fn(data, dataCxt) : fn(data);
      };
      // Fastify reads both off the function it was given: `schemaEnv` before the call, `errors` after it.
      Object.defineProperties(validate, {
        errors: { get: () => compiled?.errors },
        schemaEnv: { get: () => get().schemaEnv },
      });
      return validate;
    };
  }) as unknown as ValidatorFactory;

  const buildSerializer = ((externalSchemas: unknown, options: unknown) => {
    const compile = (serializers as (e: unknown, o: unknown) => FastifySerializerCompiler<unknown>)(
      externalSchemas,
      options,
    );
    return (route: Parameters<FastifySerializerCompiler<unknown>>[0]) => {
      let compiled: ((data: unknown) => string) | undefined;
      const get = () => {
        if (!compiled) {
          compiled = compile(route);
          pending.delete(get);
        }
        return compiled;
      };
      pending.add(get);
      return (data: unknown) => get()(data);
    };
  }) as unknown as SerializerFactory;

  return {
    factories: { buildValidator, buildSerializer },
    compileAll() {
      for (const get of [...pending]) get();
    },
  };
}
