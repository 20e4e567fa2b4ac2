// RTK Query endpoints straight from contract operations: `opQuery(op)` / `opMutation(op)` take their URL,
// method, argument and result types from the contract, and their cache tags from the domain named in
// `tags`, so a page author writes neither a URL nor a type. `injectOps({...})` adds them to the one api.
import type { EndpointBuilder, EndpointDefinitions, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { ArgsOf, BodyOf, ContentOf, OperationDef, ParamsOf, QueryOf } from '@portal/contracts/operation';
import { api, type TagType } from './api.ts';
import type { PortalBaseQuery } from './base-query.ts';
import { answeredIn } from './language-refetch.ts';
import { opArgs } from './operation.ts';

// 1 when the operation declares that part (the contract's helpers give void for a part it leaves out).
type Declares<Part> = [Part] extends [void] ? 0 : 1;

/**
 * What a hook takes for an operation: nothing when it declares no input, the one part it declares (its
 * query, body or path params) as is, or `{ params, query, body }` when it declares several.
 */
export type OpArgs<O extends OperationDef> =
  `${Declares<ParamsOf<O>>}${Declares<QueryOf<O>>}${Declares<BodyOf<O>>}` extends infer Key
    ? Key extends '000'
      ? void
      : Key extends '100'
        ? ParamsOf<O>
        : Key extends '010'
          ? QueryOf<O>
          : Key extends '001'
            ? BodyOf<O>
            : ArgsOf<O>
    : never;

const PARTS = ['params', 'query', 'body'] as const;

/** The `{ params, query, body }` of the contract from the hook's argument (see OpArgs). */
export function toContractArgs<O extends OperationDef>(op: O, arg: OpArgs<O>): ArgsOf<O> {
  const declared = PARTS.filter((part) => op[part] !== undefined);
  if (declared.length === 0) return {} as ArgsOf<O>;
  if (declared.length === 1) return { [declared[0]!]: arg } as ArgsOf<O>;
  return arg as ArgsOf<O>;
}

/** The id an argument names (`{ id }`, `{ params: { id } }`, `{ query: { id } }`), for per-item tags. */
export function argId(arg: unknown): number | string | undefined {
  if (typeof arg !== 'object' || arg === null) return undefined;
  const record = arg as Record<string, unknown>;
  const id = record.id ?? (record.params as Record<string, unknown> | undefined)?.id;
  const queryId = (record.query as Record<string, unknown> | undefined)?.id;
  const value = id ?? queryId;
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

type Tags = TagType | readonly TagType[];
type TagList = (TagType | { type: TagType; id: number | string })[];

function tagList(tags: Tags | undefined): TagType[] {
  if (tags === undefined) return [];
  return typeof tags === 'string' ? [tags as TagType] : [...tags];
}

type Build = EndpointBuilder<PortalBaseQuery, TagType, 'api'>;

export interface OpQueryOptions<O extends OperationDef> {
  /**
   * The domains whose data this reads: the result provides each tag, and `{ type, id }` too when the
   * argument names an id, so a mutation of the domain refetches it.
   */
  tags?: Tags;
  /** Seconds to keep data nobody watches (RTK's default 60); 0 for single-use data such as captchas. */
  keepUnusedDataFor?: number;
  /** A background call (polling) does not raise the loading overlay. */
  background?: boolean;
  /** Custom tags instead of `tags` (rarely needed). */
  provides?: (result: ContentOf<O> | undefined, arg: OpArgs<O>) => TagList;
}

export interface OpMutationOptions<O extends OperationDef> {
  /** The domains this write changes: every cached read of them is refetched. */
  tags?: Tags;
  background?: boolean;
  /** Custom tags instead of `tags`, e.g. only the item written. */
  invalidates?: (result: ContentOf<O> | undefined, arg: OpArgs<O>) => TagList;
}

export type OpQueryDefinition<O extends OperationDef> = QueryDefinition<
  OpArgs<O>,
  PortalBaseQuery,
  TagType,
  ContentOf<O>,
  'api'
>;
export type OpMutationDefinition<O extends OperationDef> = MutationDefinition<
  OpArgs<O>,
  PortalBaseQuery,
  TagType,
  ContentOf<O>,
  'api'
>;

/** A query endpoint of a contract operation (a read). */
export function opQuery<O extends OperationDef>(op: O, options: OpQueryOptions<O> = {}) {
  return (build: Build): OpQueryDefinition<O> => {
    const tags = tagList(options.tags);
    return build.query<ContentOf<O>, OpArgs<O>>({
      query: (arg) => opArgs(op, toContractArgs(op, arg)),
      ...(options.background ? { extraOptions: { background: true } } : {}),
      ...(options.keepUnusedDataFor !== undefined ? { keepUnusedDataFor: options.keepUnusedDataFor } : {}),
      providesTags: (result, _error, arg, meta) => {
        if (options.provides) return [...options.provides(result, arg), ...answeredIn(meta)];
        const id = argId(arg);
        const domain = id === undefined ? tags : [...tags, ...tags.map((type) => ({ type, id }))];
        return [...domain, ...answeredIn(meta)];
      },
    });
  };
}

/** A mutation endpoint of a contract operation (a write). */
export function opMutation<O extends OperationDef>(op: O, options: OpMutationOptions<O> = {}) {
  return (build: Build): OpMutationDefinition<O> => {
    const tags = tagList(options.tags);
    return build.mutation<ContentOf<O>, OpArgs<O>>({
      query: (arg) => opArgs(op, toContractArgs(op, arg)),
      ...(options.background ? { extraOptions: { background: true } } : {}),
      // A failed write changed nothing: keep the cache.
      invalidatesTags: (result, error, arg) => {
        if (error) return [];
        return options.invalidates ? options.invalidates(result, arg) : tags;
      },
    });
  };
}

type AnyDefinition = EndpointDefinitions[string];

/**
 * Adds contract endpoints to the one api; the hooks are named after the keys
 * (`newsPage` -> `useNewsPageQuery`, `register` -> `useRegisterMutation`).
 */
export function injectOps<const D extends Record<string, (build: Build) => AnyDefinition>>(makers: D) {
  return api.injectEndpoints({
    endpoints: (build) => {
      const endpoints: Record<string, AnyDefinition> = {};
      for (const [name, make] of Object.entries(makers)) endpoints[name] = make(build);
      return endpoints as { [K in keyof D]: ReturnType<D[K]> };
    },
  });
}
