'use client';

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface Common {
  label: string;
  /** The code table: code → Persian label (the domain's `*_LABELS`), in the order the menu shows. */
  labels: Record<number, string>;
  helperText?: string;
}

/** One code of a table; with `empty`, a first option of that label stands for none ('' as the value). */
interface Single extends Common {
  multiple?: false;
  value: number | '';
  onChange: (code: number | '') => void;
  empty?: string;
}

/** Any number of codes, shown as their labels joined with «، ». */
interface Multiple extends Common {
  multiple: true;
  value: number[];
  onChange: (codes: number[]) => void;
}

/** A select over one of the domain's code tables (ticket status, category, desk, service, priority…). */
export function EnumSelect(props: Single | Multiple) {
  const { label, labels, helperText } = props;
  return (
    <TextField
      select
      label={label}
      value={props.value}
      helperText={helperText}
      onChange={(e) => {
        const v: unknown = e.target.value;
        if (props.multiple) props.onChange((v as (number | string)[]).map(Number));
        else props.onChange(v === '' ? '' : Number(v));
      }}
      slotProps={
        props.multiple
          ? {
              select: {
                multiple: true,
                renderValue: (v: unknown) => (v as number[]).map((c) => labels[c]).join('، '),
              },
            }
          : undefined
      }
    >
      {!props.multiple && props.empty !== undefined && <MenuItem value="">{props.empty}</MenuItem>}
      {Object.entries(labels).map(([code, text]) => (
        <MenuItem key={code} value={Number(code)}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
