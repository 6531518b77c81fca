'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { describeError } from '@/lib/api-call';

/** A form over one of the contract's body schemas, plus the API failure it shows. */
export type ContractForm<I extends FieldValues, O extends FieldValues> = UseFormReturn<I, unknown, O> & {
  /** The form's alert (the API's Persian message), or null. */
  formError: string | null;
  /** Shows a failed call: its message in the alert, its field problems under the form's fields. */
  showError: (e: unknown) => void;
  /** Clears the alert (before a new submit). */
  clearError: () => void;
  /** Props wiring an MUI TextField to a field: value, change, ref, error state and its message. */
  field: (name: Path<I>, helper?: string) => FieldProps;
};

/** What `field(name)` spreads onto an MUI TextField. */
export interface FieldProps {
  name: string;
  onChange: (e: { target: unknown }) => void;
  onBlur: (e: { target: unknown }) => void;
  inputRef: (el: HTMLInputElement | null) => void;
  error: boolean;
  helperText?: string;
}

/**
 * react-hook-form over a contract schema (zodResolver): the site rejects exactly what the API rejects, with the
 * same Persian message, and `onSubmit` receives the schema's output (normalised mobile, lower-cased e-mail…).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): ContractForm<z.input<S>, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const names = Object.keys(defaultValues ?? {});
  return {
    ...form,
    formError,
    clearError: () => setFormError(null),
    showError: (e) => {
      const shown = describeError(e, names);
      for (const [name, message] of Object.entries(shown.fields)) {
        form.setError(name as Path<z.input<S>>, { type: 'server', message });
      }
      setFormError(shown.message);
    },
    field: (name, helper) => {
      const { ref, onChange, onBlur } = form.register(name);
      const message = form.formState.errors[name]?.message;
      return {
        name,
        onChange: (e) => onChange(e),
        onBlur: (e) => onBlur(e),
        inputRef: ref,
        error: Boolean(message),
        helperText: typeof message === 'string' ? message : helper,
      };
    },
  };
}
