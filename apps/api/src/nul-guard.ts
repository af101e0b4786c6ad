import type { z } from 'zod';

type TPathNode = { key: PropertyKey; parent: TPathNode | undefined } | undefined;

const toPath = (node: TPathNode): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at = node; at; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * A validation issue for the first string (or object key) of a request part holding a NUL character, else
 * undefined. PostgreSQL's text and jsonb cannot store U+0000: without this check such a value (easily sent as
 * `\u0000` in JSON or `%00` in a URL) reached the database and failed there with a 500. The walk is iterative,
 * so a deeply nested body cannot exhaust the stack.
 */
export function nulCharacterIssue(input: unknown): z.core.$ZodIssue | undefined {
  const stack: Array<{ value: unknown; node: TPathNode }> = [{ value: input, node: undefined }];
  while (stack.length > 0) {
    const { value, node } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { code: 'custom', path: toPath(node), message: 'valid', input: value };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, item] of Object.entries(value)) {
      const child = { key: Array.isArray(value) ? Number(key) : key, parent: node };
      if (key.includes('\u0000')) return { code: 'custom', path: toPath(child), message: 'valid', input: key };
      stack.push({ value: item, node: child });
    }
  }
  return undefined;
}
