import { api, catalogImageInput } from '@vip/contract';
import type { z } from 'zod';

/** What a form input is made of, read from a contract body field's zod schema. */
export type FieldKind =
  /** `lang`: an English or Arabic translation of a Persian text (blank falls back to Persian). */
  /** `inFormLang`: a text written in the language chosen in the form's `lang` field (a CMS box). */
  | { kind: 'text'; multiline: boolean; ltr: boolean; lang?: 'en' | 'ar'; inFormLang?: boolean }
  | { kind: 'number' }
  | { kind: 'boolean' }
  /** A moment (ISO-8601 with its offset), picked as a Jalali date and time. */
  | { kind: 'datetime' }
  | { kind: 'choice'; options: (string | number)[] }
  | { kind: 'image' }
  | { kind: 'images' }
  | { kind: 'reference'; resource: string; many: boolean }
  /** A terminal of the airport chosen in `airport`, a field of the same form. */
  | { kind: 'terminal'; airport: string }
  | { kind: 'rows'; fields: FieldSpec[] }
  /** Days of the week (0 Sunday … 6 Saturday, as PostgreSQL's `dow`), ticked by their Persian names. */
  | { kind: 'weekdays' }
  | { kind: 'json' };

/** Field kinds a row of a nested list can hold as inputs (anything else keeps the list as JSON); an image is uploaded
 * in its row (an album item's picture). */
const ROW_KINDS = new Set<FieldKind['kind']>(['text', 'number', 'boolean', 'choice', 'image']);

/**
 * Id fields that name rows of another catalogue resource: the form picks them from that resource's list (searched by
 * title), never typed. Units are read from the shop's public list (they have no back-office screen).
 */
export const REFERENCES: Record<string, string> = {
  unit_id: 'units',
  brand_id: 'brands',
  category_id: 'categories',
  category_ids: 'categories',
  parent_id: 'categories',
  product_ids: 'products',
  airline_id: 'airlines',
  airport_id: 'airports',
  origin_airport_id: 'airports',
  destination_airport_id: 'airports',
  service_id: 'cip-services',
  province_ids: 'provinces',
  city_ids: 'cities',
};

/**
 * Resources the forms and filters pick from that have no screen of their own: the shop's public list of units of sale,
 * and the airports bookings are made at with their terminals (the VIP desk may not read the catalogue's airports).
 */
export const PICKER_ONLY_RESOURCES = {
  units: { list: api.listUnits, get: api.getUnit },
  'served-airports': { list: api.listAirports },
  provinces: { list: api.listProvinces, get: api.getProvince },
  cities: { list: api.listCities, get: api.getCity },
};

/** The query parameter a picker's typed text goes in, for resources whose list does not read `q` (the public lists). */
export const PICKER_SEARCH_PARAM: Record<string, string> = { provinces: 'search_text', cities: 'search_text' };

/**
 * Terminal fields and the airport field of the same form whose terminals they choose from (terminals are rows of
 * their airport, not a resource).
 */
export const TERMINAL_AIRPORT: Record<string, string> = {
  terminal_id: 'airport_id',
  origin_terminal_id: 'origin_airport_id',
  destination_terminal_id: 'destination_airport_id',
};

/**
 * Fields of a list's row shown only for some values of another field of the same row: a video or audio item has an
 * address and a duration, a picture has neither.
 */
export const ROW_FIELD_SHOWN_WHEN: Record<string, { field: string; values: readonly string[] }> = {
  url: { field: 'type', values: ['video', 'audio'] },
  duration_seconds: { field: 'type', values: ['video', 'audio'] },
};

export interface FieldSpec {
  name: string;
  required: boolean;
  nullable: boolean;
  type: FieldKind;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  options?: z.ZodType[];
  values?: (string | number)[];
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
/** The longest text a string schema takes (its `max` check), or 0. */
const maxLengthOf = (s: z.ZodType) => {
  const checks = (defOf(s) as { checks?: { _zod: { def: { check: string; maximum?: number } } }[] }).checks ?? [];
  return checks.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum ?? 0;
};

/** The schema under optional / nullable / default and the pipes of preprocess and transform. */
function unwrap(schema: z.ZodType): { core: z.ZodType; optional: boolean; nullable: boolean } {
  let core = schema;
  let optional = false;
  let nullable = false;
  for (let i = 0; i < 20; i++) {
    const def = defOf(core);
    if (def.type === 'optional' || def.type === 'default') {
      optional = true;
      core = def.innerType as z.ZodType;
    } else if (def.type === 'nullable') {
      nullable = true;
      core = def.innerType as z.ZodType;
    } else if (def.type === 'pipe') {
      // preprocess(fn, schema) is pipe(transform, schema); schema.transform(fn) is pipe(schema, transform).
      core = (defOf(def.in as z.ZodType).type === 'transform' ? def.out : def.in) as z.ZodType;
    } else break;
  }
  return { core, optional, nullable };
}

/** Latin-only text fields (codes, slugs, addresses): typed left to right, on one line. */
const LTR = /^(slug|sku|code|key|iata|country_code|timezone|link_url|url|flight_number|departure_time|desk_phone)$/;
/** Translations of a Persian field (`title_en`, `answer_ar`): typed in that language's direction. */
const TRANSLATION = /_(en|ar)$/;
/** Moments (`published_at`, a discount's `starts_at` / `ends_at`): a Jalali date-and-time picker, never typed ISO. */
const MOMENTS = /^(published_at|starts_at|ends_at)$/;

function kindOf(name: string, core: z.ZodType): FieldKind {
  if (core === (catalogImageInput as z.ZodType)) return { kind: 'image' };
  const def = defOf(core);
  if (TERMINAL_AIRPORT[name] && def.type === 'number') return { kind: 'terminal', airport: TERMINAL_AIRPORT[name] };
  const reference = REFERENCES[name];
  if (reference && (def.type === 'number' || def.type === 'array'))
    return { kind: 'reference', resource: reference, many: def.type === 'array' };
  switch (def.type) {
    case 'string': {
      if (MOMENTS.test(name)) return { kind: 'datetime' };
      // An address or a code is one line, however long it may be.
      const code = LTR.test(name);
      const lang = TRANSLATION.exec(name)?.[1] as 'en' | 'ar' | undefined;
      const multiline = !code && maxLengthOf(core) > 500;
      return lang ? { kind: 'text', multiline, ltr: lang === 'en', lang } : { kind: 'text', multiline, ltr: code };
    }
    case 'number':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'choice', options: Object.values(def.entries ?? {}) };
    case 'union': {
      const literals = (def.options ?? []).map((o) => defOf(o)).filter((d) => d.type === 'literal');
      if (literals.length === def.options?.length)
        return { kind: 'choice', options: literals.flatMap((d) => d.values ?? []) };
      return { kind: 'json' };
    }
    case 'array': {
      if (def.element === (catalogImageInput as z.ZodType)) return { kind: 'images' };
      if (name === 'weekdays') return { kind: 'weekdays' };
      // A list of small records (attributes, suites, terminals, transfers): one row of inputs per record. An existing
      // row's `id` is kept in the form's value without an input of its own.
      const element = unwrap(def.element as z.ZodType).core;
      if (defOf(element).type !== 'object') return { kind: 'json' };
      const fields = fieldsOf(element).filter((f) => f.name !== 'id');
      return fields.every((f) => ROW_KINDS.has(f.type.kind)) ? { kind: 'rows', fields } : { kind: 'json' };
    }
    default:
      return { kind: 'json' };
  }
}

/**
 * A form's values as the body schema reads them: in the rows of a list (an album's items), a field left blank (`''`,
 * or null where the schema takes none) is left out, as if never filled: react-admin adds a row with empty inputs.
 */
export function withoutBlankRowFields(values: Record<string, unknown>, specs: FieldSpec[]): Record<string, unknown> {
  const out = { ...values };
  for (const spec of specs) {
    const rows = out[spec.name];
    if (spec.type.kind !== 'rows' || !Array.isArray(rows)) continue;
    const fields = spec.type.fields;
    out[spec.name] = rows.map((row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row ?? {}).filter(([name, v]) => {
          const f = fields.find((x) => x.name === name);
          return !(v === '' || (v === null && f && !f.nullable));
        }),
      ),
    );
  }
  return out;
}

/** The form fields of a contract body (a zod object): one per key, in the contract's order. */
export function fieldsOf(body: z.ZodType): FieldSpec[] {
  const shape = (body as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.entries(shape).map(([name, schema]) => {
    const { core, optional, nullable } = unwrap(schema);
    const type = kindOf(name, core);
    if ('lang' in shape && type.kind === 'text' && !type.ltr && !type.lang) type.inFormLang = true;
    return { name, required: !optional, nullable, type };
  });
}

/** The scalar fields of a record schema a list shows (long texts and nested data left to the edit page). */
export function columnsOf(record: z.ZodType, max = 7): { name: string; type: FieldKind }[] {
  const shape = (record as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.entries(shape)
    .map(([name, schema]) => ({ name, type: kindOf(name, unwrap(schema).core) }))
    .filter(
      (c) =>
        (c.type.kind === 'text' && !c.type.multiline && !/^(summary|description|body|answer|slug|url)$/.test(c.name)) ||
        c.type.kind === 'number' ||
        c.type.kind === 'datetime' ||
        c.type.kind === 'boolean' ||
        c.type.kind === 'choice',
    )
    .slice(0, max);
}
