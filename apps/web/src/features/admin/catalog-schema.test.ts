import { type CatalogResourceName, catalogOps, catalogResources } from '@vip/contract';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { choiceLabelOf, FIELD_LABELS } from './catalog-labels';
import {
  type FieldSpec,
  fieldsOf,
  PICKER_ONLY_RESOURCES,
  REFERENCES,
  ROW_FIELD_SHOWN_WHEN,
  TERMINAL_AIRPORT,
  withoutBlankRowFields,
} from './catalog-schema';

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
    expect(kindOf('products', 'unit_id')).toEqual({ kind: 'reference', resource: 'units', many: false });
    // A terminal is one of the airport's chosen in the same form.
    expect(kindOf('flight-patterns', 'origin_terminal_id')).toEqual({ kind: 'terminal', airport: 'origin_airport_id' });
    expect(kindOf('flight-patterns', 'destination_terminal_id')).toEqual({
      kind: 'terminal',
      airport: 'destination_airport_id',
    });
    expect(kindOf('cip-services', 'terminal_id')).toEqual({ kind: 'terminal', airport: 'airport_id' });
  });

  it('types English and Arabic translations in their direction, and a box in the language chosen for it', () => {
    expect(kindOf('faqs', 'question_en')).toEqual({ kind: 'text', multiline: true, ltr: true, lang: 'en' });
    expect(kindOf('faqs', 'answer_ar')).toEqual({ kind: 'text', multiline: true, ltr: false, lang: 'ar' });
    expect(kindOf('categories', 'title_ar')).toMatchObject({ kind: 'text', lang: 'ar' });
    expect(kindOf('faqs', 'question')).toEqual({ kind: 'text', multiline: true, ltr: false });
    expect(kindOf('cms-boxes', 'lang')).toEqual({ kind: 'choice', options: ['fa', 'en', 'ar'] });
    expect(kindOf('cms-boxes', 'title')).toMatchObject({ kind: 'text', inFormLang: true });
    expect(kindOf('cms-boxes', 'link_url')).toEqual({ kind: 'text', multiline: false, ltr: true });
    expect(['question_en', 'answer_en', 'question_ar', 'answer_ar', 'lang'].map((f) => FIELD_LABELS[f])).toEqual([
      'پرسش به انگلیسی',
      'پاسخ به انگلیسی',
      'پرسش به عربی',
      'پاسخ به عربی',
      'زبان',
    ]);
  });

  it('picks moments on the Jalali date-and-time picker, never as typed ISO text', () => {
    expect(kindOf('news', 'published_at')).toEqual({ kind: 'datetime' });
    expect(kindOf('albums', 'published_at')).toEqual({ kind: 'datetime' });
    expect(kindOf('discount-codes', 'starts_at')).toEqual({ kind: 'datetime' });
    expect(kindOf('discount-codes', 'ends_at')).toEqual({ kind: 'datetime' });
  });

  it('finds every terminal field’s airport field in the same form', () => {
    for (const name of Object.keys(catalogResources) as CatalogResourceName[]) {
      const fields = formOf(name);
      for (const f of fields)
        if (f.type.kind === 'terminal')
          expect(
            fields.map((g) => g.name),
            `${name}.${f.name}`,
          ).toContain(f.type.airport);
    }
    expect(Object.keys(TERMINAL_AIRPORT).length).toBe(3);
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
      ['title_ar', 'text'],
    ]);
    // An album item: its type, title, its own image (uploaded in the row), a video's address, duration and order.
    expect(rows('albums', 'items')).toEqual([
      ['type', 'choice'],
      ['title', 'text'],
      ['image', 'image'],
      ['url', 'text'],
      ['duration_seconds', 'number'],
      ['priority', 'number'],
    ]);
  });

  it('has no JSON text box in any form: every nested list is rows, every related record a picker', () => {
    const names = Object.keys(catalogResources) as CatalogResourceName[];
    const json = names.flatMap((n) =>
      formOf(n)
        .filter((f) => f.type.kind === 'json')
        .map((f) => `${n}.${f.name}`),
    );
    expect(json).toEqual([]);
  });

  it('names only resources the back office has, and fields some resource body has', () => {
    const names = Object.keys(catalogResources) as CatalogResourceName[];
    for (const resource of Object.values(REFERENCES))
      expect([...names, ...Object.keys(PICKER_ONLY_RESOURCES)]).toContain(resource);
    const fields = new Set(names.flatMap((n) => formOf(n).map((f) => f.name)));
    for (const field of Object.keys(REFERENCES)) expect(fields).toContain(field);
  });

  it('leaves out the blank fields of a row react-admin added, so the body schema reads them as not given', () => {
    const specs = formOf('albums');
    const values = {
      title: 'آلبوم',
      items: [
        { id: 4, type: 'image', title: 'ورودی', url: null, duration_seconds: null, priority: 0 },
        {
          type: 'image',
          title: 'تازه',
          url: '',
          duration_seconds: '',
          priority: null,
          image: { key: 'lounge-entrance-1' },
        },
      ],
    };
    expect(withoutBlankRowFields(values, specs)).toEqual({
      title: 'آلبوم',
      items: [
        // An item's url may be null (a picture), as the API answers it; duration too.
        { id: 4, type: 'image', title: 'ورودی', url: null, duration_seconds: null, priority: 0 },
        { type: 'image', title: 'تازه', image: { key: 'lounge-entrance-1' } },
      ],
    });
    const body = catalogOps('albums').update.body as z.ZodType;
    expect(body.safeParse(withoutBlankRowFields(values, specs)).success).toBe(true);
    expect(body.safeParse(values).success).toBe(false);
  });

  it('shows a row field by a choice of the same row that exists, with values that choice has', () => {
    const rowsOf = (r: CatalogResourceName) =>
      formOf(r).flatMap((f) => (f.type.kind === 'rows' ? [f.type.fields] : []));
    const all = (Object.keys(catalogResources) as CatalogResourceName[]).flatMap(rowsOf);
    for (const [name, rule] of Object.entries(ROW_FIELD_SHOWN_WHEN)) {
      const row = all.find(
        (fields) => fields.some((f) => f.name === name) && fields.some((f) => f.name === rule.field),
      );
      const choice = row?.find((f) => f.name === rule.field)?.type;
      expect(choice?.kind, name).toBe('choice');
      if (choice?.kind === 'choice') expect(choice.options).toEqual(expect.arrayContaining([...rule.values]));
    }
  });

  it('names every text choice of every form in Persian', () => {
    const choices = (fields: FieldSpec[]): (string | number)[] =>
      fields.flatMap((f) =>
        f.type.kind === 'choice' ? f.type.options : f.type.kind === 'rows' ? choices(f.type.fields) : [],
      );
    const all = (Object.keys(catalogResources) as CatalogResourceName[]).flatMap((r) => choices(formOf(r)));
    expect(all.length).toBeGreaterThan(0);
    expect(all.map(choiceLabelOf).filter((l) => !/^[\u0600-\u06FF\u200C ]+$/.test(l))).toEqual([]);
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
