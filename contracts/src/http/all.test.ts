import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { API, defineOperation } from '../operation.ts';
import { allOperations, collectOperations, isOperation } from './all.ts';

// The product's operation list, copied into the repository (contracts/operations.txt) so a clone alone runs it.
const operationsFile = fileURLToPath(new URL('../../operations.txt', import.meta.url));
const listedIds = readFileSync(operationsFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

const paramNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('allOperations', () => {
  it('reads the product list', () => {
    expect(listedIds.length).toBeGreaterThan(150);
    expect(listedIds).toContain('jwt/user');
  });

  it('declares every listed operation exactly once', () => {
    const count = new Map<string, number>();
    for (const op of allOperations) count.set(op.id, (count.get(op.id) ?? 0) + 1);
    expect(listedIds.filter((id) => (count.get(id) ?? 0) === 0)).toEqual([]);
    expect(listedIds.filter((id) => (count.get(id) ?? 0) > 1)).toEqual([]);
  });

  it('gives every operation its own id (the OpenAPI operationId)', () => {
    const ids = allOperations.map((op) => op.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('never gives two operations the same method and path', () => {
    const keys = allOperations.map((op) => `${op.method} ${op.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('ends every path with its id, under a known API prefix', () => {
    const prefixes = [...Object.values(API), '/api/jwt'];
    // The server's own health check sits at the API's root, outside the product's groups.
    const atRoot = new Set(['health']);
    const wrong = allOperations.filter((op) =>
      atRoot.has(op.id)
        ? op.path !== `/api/${op.id}`
        : !op.path.endsWith(`/${op.id}`) || !prefixes.some((prefix) => op.path.startsWith(`${prefix}/`)),
    );
    expect(wrong.map((op) => `${op.id} -> ${op.path}`)).toEqual([]);
  });

  it('declares every {param} of a path in the params schema, and nothing else', () => {
    const wrong = allOperations.filter((op) => {
      const inPath = paramNames(op.path).sort();
      const declared = Object.keys((op.params as { properties?: object } | undefined)?.properties ?? {}).sort();
      return JSON.stringify(inPath) !== JSON.stringify(declared);
    });
    expect(wrong.map((op) => op.id)).toEqual([]);
  });

  it('reads with GET and writes with POST, as the product jwt/user call', () => {
    expect(allOperations.find((op) => op.id === 'jwt/user')?.method).toBe('GET');
    expect(allOperations.filter((op) => op.method !== 'GET' && op.method !== 'POST').map((op) => op.id)).toEqual([]);
  });
});

describe('collectOperations', () => {
  const op = defineOperation({
    id: 'demo/one',
    method: 'GET',
    path: `${API.pass}/demo/one`,
    summary: 'demo',
    access: 'public',
    content: Type.String(),
  });

  it('keeps operations, skips schemas and helpers, and counts a re-exported operation once', () => {
    const found = collectOperations([
      { op, Schema: Type.Object({ id: Type.String() }), helper: () => 1, label: 'x' },
      { again: op },
    ]);
    expect(found).toEqual([op]);
    expect(isOperation(Type.Object({ id: Type.String(), path: Type.String() }))).toBe(false);
  });
});
