'use client';

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { enumOptions, Gender, Nationality, type Person, type PersonPatch, toLatinDigits } from '@vip/domain';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { CountryField } from './CountryField';
import { useDomainLabels } from '@/features/ui/domain-labels';

/**
 * A person's fields (§5): name, gender, nationality, then a national code (Iranian) or a passport number and its
 * country (foreigner), and a mobile. Digits typed in Persian or Arabic-Indic are stored Latin. A foreigner's form
 * leads with the passport (nationality, passport number, issuing country) since that is what they copy from; under
 * /en and /ar a new, untouched person starts as non-Iranian (docs/architecture.md, "Dates, digits and prices").
 */
export function PersonFields({
  person: p,
  index,
  requireMobile,
  onChange,
}: {
  person: Person;
  /** Suffix of the fields' test ids. */
  index: number | string;
  requireMobile: boolean;
  onChange: (patch: PersonPatch) => void;
}) {
  const { GENDER_LABELS, NATIONALITY_LABELS } = useDomainLabels();
  const t = useTranslations('cip');
  const locale = useLocale();
  const iranian = p.nationality === Nationality.iranian;
  const defaulted = useRef(false);
  const untouched = iranian && !p.firstName && !p.lastName && !p.nationalCode && !p.passportNumber;
  useEffect(() => {
    // Once per form: a reader who then picks «Iranian» keeps it.
    if (defaulted.current) return;
    defaulted.current = true;
    if (locale !== 'fa' && untouched) onChange({ nationality: Nationality.foreign });
  }, [locale, untouched, onChange]);
  const names: ReactNode = (
    <Fragment key="names">
      <TextField
        size="small"
        label={t('firstName')}
        value={p.firstName}
        onChange={(e) => onChange({ firstName: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 50, 'data-testid': `first-name-${index}` } }}
      />
      <TextField
        size="small"
        label={t('lastName')}
        value={p.lastName}
        onChange={(e) => onChange({ lastName: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 50, 'data-testid': `last-name-${index}` } }}
      />
      <TextField
        select
        size="small"
        label={t('gender')}
        value={p.gender}
        onChange={(e) => onChange({ gender: Number(e.target.value) as Gender })}
      >
        {enumOptions(Gender, GENDER_LABELS).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Fragment>
  );
  const identity: ReactNode = (
    <Fragment key="identity">
      <TextField
        select
        size="small"
        label={t('nationality')}
        value={p.nationality}
        onChange={(e) => onChange({ nationality: Number(e.target.value) as Nationality })}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': `nationality-${index}` } as object } }}
      >
        {enumOptions(Nationality, NATIONALITY_LABELS).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {iranian ? (
        <TextField
          size="small"
          label={t('nationalCode')}
          value={p.nationalCode}
          onChange={(e) => onChange({ nationalCode: toLatinDigits(e.target.value) })}
          slotProps={{
            htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 10, 'data-testid': `national-code-${index}` },
          }}
        />
      ) : (
        <>
          <TextField
            size="small"
            label={t('passportNumber')}
            value={p.passportNumber}
            onChange={(e) => onChange({ passportNumber: toLatinDigits(e.target.value).toUpperCase() })}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 20, 'data-testid': `passport-${index}` } }}
          />
          <CountryField value={p.countryId} onChange={(countryId) => onChange({ countryId })} />
        </>
      )}
    </Fragment>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {/* Keyed, so switching the nationality moves the fields rather than remounting them (focus stays). */}
      {iranian ? [names, identity] : [identity, names]}
      <TextField
        size="small"
        label={requireMobile ? t('mobileRequired') : t('mobileOptional')}
        value={p.mobile}
        onChange={(e) => onChange({ mobile: toLatinDigits(e.target.value) })}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', maxLength: 13, 'data-testid': `mobile-${index}` } }}
      />
    </Box>
  );
}
