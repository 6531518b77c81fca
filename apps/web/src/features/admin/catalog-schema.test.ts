import { type CatalogResourceName, catalogOps, catalogResources } from '@vip/contract';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from './catalog-labels';
import { type FieldSpec, fieldsOf, REFERENCES } from './catalog-schema';

/** The create form's fields of a resource (the body its create endpoint takes). */
const formOf = (resource: CatalogResourceName) => fieldsOf(catalogOps(resource).create?.body as z.ZodType);
const kindOf = (resource: CatalogResourceName, field: string) => formOf(resource).find((f) => f.name === field)?.type;

describe('catalogue forms read the contract', () => {
  it('picks related rows from their resource instead of typing ids', () => {
    expect(kindOf('products', 'brand_id')).toEqual({ kind: 'reference', resource: 'brands', many: false });
    expect(kindOf('products', 'category_ids')).toEqual({ kind: 'reference', resource: 'categories', many: true });
    expect(kindOf('flight-patterns', 'origin_airport_id')).toEqual({
      kind: 'reference',
      resource: 'airports',
      many: false,
    });
    expect(kindOf('cip-tariffs', 'service_id')).toEqual({ kind: 'reference', resource: 'cip-services', many: false });
    // No resource of its own: still a number.
    expect(kindOf('flight-patterns', 'origin_terminal_id')).toEqual({ kind: 'number' });
  });

  it('edits lists of small records as rows of inputs, keeping an existing row’s id out of sight', () => {
    const rows = (resource: CatalogResourceName, field: string) => {
      const kind = kindOf(resource, field);
      return kind?.kind === 'rows' ? kind.fields.map((f) => [f.name, f.type.kind]) : kind;
    };
    expect(rows('products', 'attributes')).toEqual([
      ['title', 'text'],
      ['value', 'text'],
    ]);
    expect(rows('cip-tariffs', 'suites')).toEqual([
      ['title', 'text'],
      ['price', 'number'],
    ]);
    expect(rows('airports', 'terminals')).toEqual([
      ['title', 'text'],
      ['title_en', 'text'],
    ]);
    // An album item holds an image (an upload of its own): that list stays JSON.
    expect(kindOf('albums', 'items')).toEqual({ kind: 'json' });
  });

  it('names only resources the back office has, and fields some resource body has', () => {
    const names = Object.keys(catalogResources) as CatalogResourceName[];
    for (const resource of Object.values(REFERENCES)) expect(names).toContain(resource);
    const fields = new Set(names.flatMap((n) => formOf(n).map((f) => f.name)));
    for (const field of Object.keys(REFERENCES)) expect(fields).toContain(field);
  });

  it('labels every input of every form in Persian, rows included', () => {
    const names = (fields: FieldSpec[]): string[] =>
      fields.flatMap((f) => [f.name, ...(f.type.kind === 'rows' ? names(f.type.fields) : [])]);
    const unlabelled = (Object.keys(catalogResources) as CatalogResourceName[])
      .flatMap((r) => names(formOf(r)))
      .filter((name) => !FIELD_LABELS[name]);
    expect([...new Set(unlabelled)]).toEqual([]);
  });
});
