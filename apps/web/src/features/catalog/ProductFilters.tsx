'use client';

import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { formatNumber, toLatinDigits } from '@vip/domain';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState, useTransition } from 'react';
import { SearchField } from '@/features/ui/SearchField';
import { filterParams, PRODUCT_SORTS, type ProductFilterState } from './filters';
import { MixedText } from '@/features/ui/MixedText';

interface Option {
  id: number;
  title: string;
}

interface Props {
  value: ProductFilterState;
  categories: Option[];
  brands: Option[];
}

const digitsOnly = (v: string) => toLatinDigits(v).replace(/[^0-9]/g, '');
/** A typed Toman amount as the visitor reads it: Persian digits grouped in thousands. */
const showToman = (v: string) => (v ? formatNumber(Number(v)) : '');

/** Filters of /products (category, brand, in stock, search, sort, price in Toman), kept in the URL. */
export function ProductFilters({ value, categories, brands }: Props) {
  const t = useTranslations('catalog');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // On a phone the panel stays open while the visitor adjusts it: a filter in the URL means they were in it (a
  // navigation may mount the list afresh).
  const [open, setOpen] = useState(
    () =>
      value.categoryIds.length > 0 ||
      value.brandIds.length > 0 ||
      value.inStock ||
      Boolean(value.sort || value.priceMin || value.priceMax),
  );
  const [q, setQ] = useState(value.q);
  const [priceMin, setPriceMin] = useState(value.priceMin);
  const [priceMax, setPriceMax] = useState(value.priceMax);
  // Shown at once; the URL (and so the list) follows.
  const [inStock, setInStock] = useState(value.inStock);

  const go = (patch: Partial<ProductFilterState>) => {
    const next = { ...value, q, priceMin, priceMax, ...patch, page: 1 };
    const qs = new URLSearchParams(filterParams(next)).toString();
    startTransition(() => router.push(qs ? `/products?${qs}` : '/products'));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({});
  };

  const fields = (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr' } }}>
      <TextField
        select
        label={t('category')}
        value={value.categoryIds[0] ?? ''}
        onChange={(e) => go({ categoryIds: e.target.value ? [Number(e.target.value)] : [] })}
        size="small"
        slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
        data-testid="filter-category"
      >
        <MenuItem value="">{t('allCategories')}</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            <MixedText>{c.title}</MixedText>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('brand')}
        value={value.brandIds[0] ?? ''}
        onChange={(e) => go({ brandIds: e.target.value ? [Number(e.target.value)] : [] })}
        size="small"
        data-testid="filter-brand"
      >
        <MenuItem value="">{t('allBrands')}</MenuItem>
        {brands.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            <MixedText>{b.title}</MixedText>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('sort')}
        value={value.sort}
        onChange={(e) => go({ sort: e.target.value })}
        size="small"
        data-testid="filter-sort"
      >
        {PRODUCT_SORTS.map((s) => (
          <MenuItem key={s || 'default'} value={s}>
            {t(`sorts.${s || 'default'}`)}
          </MenuItem>
        ))}
      </TextField>
      {/* One under the other, full width: side by side on a phone the labels were cut. Typed digits show Persian
          and grouped (۱,۲۵۰,۰۰۰); the state keeps Latin digits for the URL. */}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={t('priceMin')}
          value={showToman(priceMin)}
          onChange={(e) => setPriceMin(digitsOnly(e.target.value))}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'filter-price-min' } }}
        />
        <TextField
          label={t('priceMax')}
          value={showToman(priceMax)}
          onChange={(e) => setPriceMax(digitsOnly(e.target.value))}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'filter-price-max' } }}
        />
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={inStock}
            onChange={(e) => {
              setInStock(e.target.checked);
              go({ inStock: e.target.checked });
            }}
            slotProps={{ input: { 'data-testid': 'filter-stock' } as object }}
          />
        }
        label={t('inStockOnly')}
      />
      <Button type="submit" variant="outlined" disabled={pending}>
        {t('applyFilters')}
      </Button>
    </Box>
  );

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('filters')}
      variant="outlined"
      onSubmit={submit}
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 140 } }}
      aria-busy={pending}
    >
      <SearchField
        label={t('searchLabel')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        submitLabel={t('search')}
        testId="product-search"
        sx={{ mb: 2 }}
      />
      <Button
        fullWidth
        variant="text"
        startIcon={<FilterList />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="product-filter-fields"
        data-testid="filters-toggle"
        sx={{ display: { md: 'none' } }}
      >
        {open ? t('hideFilters') : t('showFilters')}
      </Button>
      <Box
        id="product-filter-fields"
        sx={{ display: { xs: open ? 'block' : 'none', md: 'block' }, pt: { xs: 2, md: 0 } }}
      >
        {fields}
      </Box>
    </Paper>
  );
}
