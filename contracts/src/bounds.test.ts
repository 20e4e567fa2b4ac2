import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { allOperations } from './http/all.ts';
import { unboundedInputs, unboundedNumbers } from './bounds.ts';
import { Id, PageQuery } from './operation.ts';

describe('input number bounds', () => {
  it('every number an operation takes (params, query, body) has a finite minimum and maximum', () => {
    expect(unboundedInputs(allOperations)).toEqual([]);
  });

  it('finds an unbounded number wherever it hides: nested, in arrays, unions and optional fields', () => {
    const schema = Type.Object({
      a: Type.Integer({ minimum: 1 }),
      b: Type.Optional(Type.Number({ maximum: 5 })),
      c: Type.Array(Type.Object({ d: Type.Integer() })),
      e: Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: Infinity })]),
      ok: Id,
      page: PageQuery,
    });
    expect(unboundedNumbers(schema, 'body')).toEqual(['body.a', 'body.b', 'body.c[].d', 'body.e|1']);
  });

  it('accepts exclusive bounds and leaves strings alone', () => {
    const schema = Type.Object({
      n: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1 }),
      s: Type.String(),
    });
    expect(unboundedNumbers(schema)).toEqual([]);
  });
});
