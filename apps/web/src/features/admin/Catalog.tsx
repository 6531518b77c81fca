'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  api,
  type catalogAirport,
  catalogOps,
  catalogResources,
  type CatalogResourceName,
  type EndpointDef,
} from '@vip/contract';
import { formatJalaliDate, formatToman, PERSIAN_WEEKDAY_NAMES, toLatinDigits, toPersianDigits } from '@vip/domain';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  CheckboxGroupInput,
  Create,
  DeleteButton,
  Edit,
  EditButton,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  useWrappedSource,
  TextInput,
  useNotify,
  useGetOne,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import type { z } from 'zod';
import { CATALOG_LABELS, choiceLabelOf, labelOf, MONEY_FIELDS } from './catalog-labels';
import { DeskGrid } from './DeskGrid';
import { TariffHistory } from './TariffHistory';
import { JalaliDateTimeInput } from './inputs';
import {
  columnsOf,
  type FieldSpec,
  fieldsOf,
  PICKER_SEARCH_PARAM,
  ROW_FIELD_SHOWN_WHEN,
  withoutBlankRowFields,
} from './catalog-schema';
import type { ResourceEndpoints } from './data-provider';
import { M } from './messages';
import { useStaffApi } from './staff-api-context';
import { Latin, DeskList } from './ui';

type Row = Record<string, unknown>;

/** A catalogue resource's five endpoints (the contract's `catalogOps`) as the data provider reads them. */
export function catalogEndpoints(name: CatalogResourceName): ResourceEndpoints & { sort: readonly string[] } {
  const ops = catalogOps(name);
  return { ...ops, delete: ops.remove, sortable: true, sort: (ops.list as { sort?: readonly string[] }).sort ?? [] };
}

export const CATALOG_NAMES = Object.keys(catalogResources) as CatalogResourceName[];
const nameOf = (resource: string | undefined) => resource as CatalogResourceName;

/** Latin digits of typed text (Persian and Arabic-Indic digits accepted, group separators dropped). */
const latin = (s: string) => toLatinDigits(s).replace(/[,٬\s]/g, '');

// ── List ────────────────────────────────────────────────────────────────────────────────────────────────────

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T/;

/** A cell: money in Toman, numbers in Persian digits, instants as Jalali dates, Latin text isolated. */
function cell(name: string, value: unknown, ltr: boolean) {
  if (value === null || value === undefined || value === '') return M.noValue;
  if (typeof value === 'boolean') return value ? 'بله' : 'خیر';
  if (typeof value === 'number') return MONEY_FIELDS.has(name) ? formatToman(value) : toPersianDigits(value);
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatJalaliDate(value, { time: true });
  return ltr ? <Latin>{String(value)}</Latin> : String(value);
}

/** The week as Iranians read it, Saturday first; ids are PostgreSQL's `dow` (0 Sunday … 6 Saturday). */
const WEEKDAY_CHOICES = [6, 0, 1, 2, 3, 4, 5].map((dow) => ({ id: dow, name: PERSIAN_WEEKDAY_NAMES[(dow + 1) % 7] }));

const isLtr = (c: { type: FieldSpec['type'] }) => c.type.kind === 'text' && Boolean(c.type.ltr);

/** Any catalogue resource's list: its scalar columns, sorting by the contract's sort fields, search and filters. */
export function CatalogList() {
  const name = nameOf(useResourceContext());
  const endpoints = catalogEndpoints(name) as ReturnType<typeof catalogEndpoints> & { list: EndpointDef };
  const record = (endpoints.list.response as unknown as { shape: { data: { element: z.ZodType } } }).shape.data.element;
  const query = (endpoints.list.query as unknown as { shape: Record<string, unknown> }).shape;
  const columns = columnsOf(record);
  // The card's heading on a narrow screen: the record's id and its first text (a title, a name, a code).
  const titleColumn = columns.find((c) => c.name !== 'id' && c.type.kind === 'text');
  const filters = [
    <TextInput key="q" source="q" label={M.catalog.search} alwaysOn />,
    ...Object.keys(query)
      .filter((k) => !['limit', 'offset', 'sort', 'q'].includes(k))
      .map((k) => <TextInput key={k} source={k} label={labelOf(k)} slotProps={{ htmlInput: { dir: 'ltr' } }} />),
  ];
  return (
    <DeskList filters={filters} sort={{ field: 'id', order: 'DESC' }} title={CATALOG_LABELS[name]}>
      <DeskGrid<Row>
        rowClick="edit"
        heading={(r) => (
          <span>
            {toPersianDigits(`#${r.id}`)}
            {titleColumn && <> – {cell(titleColumn.name, r[titleColumn.name], isLtr(titleColumn))}</>}
          </span>
        )}
        actions={() => <EditButton />}
        columns={columns.map((c) => ({
          label: labelOf(c.name),
          sortBy: endpoints.sort.includes(c.name) ? c.name : undefined,
          // A text choice (a box's language, a discount's kind) by its Persian name.
          render: (r: Row) =>
            c.type.kind === 'choice' && typeof r[c.name] === 'string' ? (
              <span style={{ whiteSpace: 'nowrap' }}>{choiceLabelOf(r[c.name] as string)}</span>
            ) : (
              cell(c.name, r[c.name], isLtr(c))
            ),
          inCard: c.name === 'id' || c === titleColumn ? false : undefined,
        }))}
      />
    </DeskList>
  );
}

// ── Inputs from the contract's body schema ─────────────────────────────────────────────────────────────────────

type Image = { key: string; alt?: string; url?: string };

/** Uploads an image to the catalogue's upload endpoint and answers the `{ key, url }` a body refers to. */
function useUpload() {
  const staffApi = useStaffApi();
  return async (file: File): Promise<Image> => {
    const form = new FormData();
    form.append('file', file);
    // A multipart body: the contract declares no JSON body for the upload.
    const { data } = await staffApi(api.adminCatalogUploadImage, { body: form } as never);
    return { key: data.key, alt: '', url: data.url };
  };
}

/**
 * One image (a brand's logo, an article's image) or a gallery (a product's images): upload, preview, remove. `inRow`
 * draws one picture small, beside its buttons (an album item's row).
 */
function ImageInput({ spec, inRow = false }: { spec: FieldSpec; inRow?: boolean }) {
  const { setValue } = useFormContext();
  // Inside a list's row (an album item) the field's path carries the row: `items.2.image`.
  const source = useWrappedSource(spec.name);
  const value = useWatch({ name: source }) as Image | Image[] | null | undefined;
  const images = (Array.isArray(value) ? value : value ? [value] : []) as Image[];
  const upload = useUpload();
  const notify = useNotify();
  const inputId = useId();
  const many = spec.type.kind === 'images';
  const put = (next: Image[]) =>
    setValue(source, many ? next : (next[0] ?? (spec.nullable ? null : undefined)), { shouldDirty: true });
  const sending = useMutation({
    mutationFn: upload,
    onSuccess: (made) => put(many ? [...images, made] : [made]),
    onError: (err) => notify(err instanceof Error ? err.message : String(err), { type: 'error' }),
  });
  const size = inRow ? 56 : 96;
  return (
    <Box
      sx={inRow ? { display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: size } : { mb: 2, width: '100%' }}
    >
      {!inRow && <Typography variant="subtitle2">{labelOf(spec.name)}</Typography>}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: inRow ? 0 : 1 }}>
        {images.map((img, i) => (
          <Stack key={img.key} direction={inRow ? 'row' : 'column'} spacing={0.5} sx={{ alignItems: 'center' }}>
            {img.url && (
              <Box
                component="img"
                src={img.url}
                alt={img.alt ?? ''}
                sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1 }}
              />
            )}
            <Button size="small" color="error" onClick={() => put(images.filter((_, j) => j !== i))}>
              {M.catalog.removeImage}
            </Button>
          </Stack>
        ))}
      </Stack>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        size={inRow ? 'small' : 'medium'}
        disabled={sending.isPending}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {M.catalog.upload}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) sending.mutate(file);
          }}
        />
      </Button>
    </Box>
  );
}

/** A field of a list's row, left out while the row's other field says it does not apply (ROW_FIELD_SHOWN_WHEN). */
function RowField({ spec }: { spec: FieldSpec }) {
  const rule = ROW_FIELD_SHOWN_WHEN[spec.name];
  const source = useWrappedSource(rule?.field ?? spec.name);
  const other = useWatch({ name: source, disabled: !rule });
  if (rule && !rule.values.includes(String(other))) return null;
  return <FieldInput spec={spec} inRow />;
}

/** A terminal of the airport chosen in the same form, by name (the airport is read with its terminals). */
function TerminalInput({ spec, airport }: { spec: FieldSpec; airport: string }) {
  const airportId = useWatch({ name: airport });
  const chosen = typeof airportId === 'number' && airportId > 0;
  const { data, isPending } = useGetOne<z.output<typeof catalogAirport>>(
    'airports',
    { id: airportId },
    { enabled: chosen },
  );
  return (
    <SelectInput
      source={spec.name}
      label={labelOf(spec.name)}
      fullWidth
      choices={(chosen ? (data?.terminals ?? []) : []).map((t) => ({ id: t.id, name: t.title }))}
      isPending={chosen && isPending}
      disabled={!chosen}
      emptyText={M.catalog.noTerminal}
      helperText={chosen ? false : M.catalog.airportFirst}
      parse={(v: unknown) => (v === '' ? null : v)}
    />
  );
}

/** The input of one body field, by what its schema is. */
function FieldInput({ spec, inRow = false }: { spec: FieldSpec; inRow?: boolean }) {
  const label = labelOf(spec.name);
  const empty = spec.nullable ? null : undefined;
  switch (spec.type.kind) {
    case 'boolean':
      return <BooleanInput source={spec.name} label={label} />;
    case 'datetime':
      return <JalaliDateTimeInput source={spec.name} label={label} />;
    case 'choice':
      return (
        <SelectInput
          source={spec.name}
          label={label}
          fullWidth
          choices={spec.type.options.map((o) => ({ id: o, name: choiceLabelOf(o) }))}
        />
      );
    case 'image':
    case 'images':
      return <ImageInput spec={spec} inRow={inRow} />;
    case 'weekdays':
      return <CheckboxGroupInput source={spec.name} label={label} choices={WEEKDAY_CHOICES} />;
    case 'rows':
      return (
        <ArrayInput source={spec.name} label={label}>
          {/* Small records on one line each (an album item's picture drawn small beside its buttons). */}
          <SimpleFormIterator
            inline
            disableReordering
            // A row wider than the form wraps instead of running out of sight (phones, long rows).
            sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', alignItems: 'center' } }}
          >
            {spec.type.fields.map((field) => (
              <RowField key={field.name} spec={field} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'terminal':
      return <TerminalInput spec={spec} airport={spec.type.airport} />;
    case 'reference': {
      const search = PICKER_SEARCH_PARAM[spec.type.resource] ?? 'q';
      const picker = { label, fullWidth: true, optionText, filterToQuery: (q: string) => ({ [search]: q }) };
      return spec.type.many ? (
        <ReferenceArrayInput source={spec.name} reference={spec.type.resource}>
          <AutocompleteArrayInput {...picker} />
        </ReferenceArrayInput>
      ) : (
        <ReferenceInput source={spec.name} reference={spec.type.resource}>
          <AutocompleteInput {...picker} parse={(v: unknown) => (v === '' ? empty : v)} />
        </ReferenceInput>
      );
    }
    case 'number': {
      const money = MONEY_FIELDS.has(spec.name);
      return (
        <TextInput
          source={spec.name}
          label={label}
          fullWidth
          // In a row, a number (an order, a price) needs little room and keeps it.
          sx={inRow ? { width: 120, flexShrink: 0 } : undefined}
          format={(v: unknown) => (typeof v === 'number' ? toPersianDigits(money ? v / 10 : v) : ((v as string) ?? ''))}
          parse={(s: string) => {
            if (s.trim() === '') return empty;
            const n = Number(latin(s));
            return Number.isFinite(n) && latin(s) !== '' ? (money ? Math.round(n * 10) : n) : s;
          }}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
        />
      );
    }
    case 'json':
      return (
        <TextInput
          source={spec.name}
          label={label}
          multiline
          minRows={3}
          fullWidth
          helperText={M.catalog.json}
          format={(v: unknown) => (typeof v === 'string' ? v : v == null ? '' : JSON.stringify(v, null, 2))}
          parse={(s: string) => {
            if (s.trim() === '') return empty;
            try {
              return JSON.parse(s);
            } catch {
              return s;
            }
          }}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      );
    default:
      return <TextFieldInput spec={spec} type={spec.type} inRow={inRow} />;
  }
}

/**
 * A text input, typed in its language's direction: a translation's (`title_en`), or for a text of a form with a
 * language (a CMS box), the one chosen there.
 */
function TextFieldInput({
  spec,
  type,
  inRow,
}: {
  spec: FieldSpec;
  type: Extract<FieldSpec['type'], { kind: 'text' }>;
  inRow: boolean;
}) {
  const chosen = useWatch({ name: 'lang' }) as unknown;
  const lang = type.lang ?? (type.inFormLang && (chosen === 'en' || chosen === 'ar') ? chosen : undefined);
  const empty = spec.nullable ? null : undefined;
  return (
    <TextInput
      source={spec.name}
      label={labelOf(spec.name)}
      multiline={type.multiline}
      minRows={type.multiline ? 3 : undefined}
      fullWidth
      // In a row, a title keeps room to be read beside the row's other fields.
      sx={inRow ? { minWidth: 200, flex: 1 } : undefined}
      // A translation blanked is sent blank (untranslated: the site falls back to Persian), not left as it was.
      parse={(s: string) => (s === '' && !type.lang ? empty : s)}
      slotProps={
        lang
          ? { htmlInput: { dir: lang === 'en' ? 'ltr' : 'rtl', lang } }
          : type.ltr
            ? { htmlInput: { dir: 'ltr' } }
            : undefined
      }
    />
  );
}

/** A form over a body schema: its fields, checked by that schema (the API checks it again). */
function CatalogForm({ body }: { body: z.ZodType }) {
  const specs = fieldsOf(body);
  const check = zodResolver(body as never);
  const resolver = ((values: Record<string, unknown>, ...rest: unknown[]) =>
    (check as (...a: unknown[]) => unknown)(withoutBlankRowFields(values, specs), ...rest)) as never;
  return (
    <SimpleForm resolver={resolver} sx={{ maxWidth: 720 }}>
      {specs.map((spec) => (
        <FieldInput key={spec.name} spec={spec} />
      ))}
    </SimpleForm>
  );
}

/** What names a catalogue row to a person: its title, question, code, IATA code or flight number. */
const titleOf = (record: Row | undefined) =>
  record?.title ?? record?.question ?? record?.code ?? record?.iata ?? record?.flight_number ?? record?.id;

/** A row in a picker: its title and, for the desk's sake, its id in Persian digits. */
const optionText = (record: Row) => `${String(titleOf(record) ?? '')} (${toPersianDigits(Number(record.id))})`;

function EditTitle() {
  const record = useRecordContext<Row>();
  const name = nameOf(useResourceContext());
  const title = titleOf(record);
  return (
    <span>
      {CATALOG_LABELS[name]} – {typeof title === 'number' ? toPersianDigits(title) : String(title ?? '')}
    </span>
  );
}

/** Any catalogue resource's edit page (PUT: the fields of the update body). */
export function CatalogEdit() {
  const name = nameOf(useResourceContext());
  const body = catalogEndpoints(name).update?.body as z.ZodType;
  return (
    <Edit mutationMode="pessimistic" title={<EditTitle />} actions={<DeleteAction />}>
      <CatalogForm body={body} />
      {name === 'cip-tariffs' && <TariffHistory />}
    </Edit>
  );
}

function DeleteAction() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', py: 1 }}>
      <DeleteButton mutationMode="pessimistic" />
    </Box>
  );
}

/** Any catalogue resource's create page (POST: the create body). */
export function CatalogCreate() {
  const name = nameOf(useResourceContext());
  const body = catalogEndpoints(name).create?.body as z.ZodType;
  return (
    <Create redirect="edit" title={CATALOG_LABELS[name]}>
      <CatalogForm body={body} />
    </Create>
  );
}
