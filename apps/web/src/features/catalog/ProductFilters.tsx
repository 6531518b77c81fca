import { getFormat } from '@/features/ui/format/server';
import { getLocale, getTranslations } from 'next-intl/server';
import { persianContentProps } from '@/features/content/in-persian';
import field from '@/features/ui/field.module.css';
import { SearchInput } from '@/features/ui/SearchInput';
import text from '@/features/ui/text.module.css';
import { FilterFields, FilterForm, PriceInput } from './FilterForm';
import { PRODUCT_SORTS, type ProductFilterState } from './filters';
import styles from './filters.module.css';

interface Option {
  id: number;
  title: string;
}

interface Props {
  value: ProductFilterState;
  categories: Option[];
  brands: Option[];
}

/**
 * Filters of /products (category, brand, in stock, search, sort, price in Toman), kept in the URL: a plain GET form
 * (it works without JavaScript) whose island applies a changed list or switch at once.
 */
export async function ProductFilters({ value, categories, brands }: Props) {
  const [f, t, locale] = await Promise.all([getFormat(), getTranslations('catalog'), getLocale()]);
  const filtered =
    value.categoryIds.length > 0 ||
    value.brandIds.length > 0 ||
    value.inStock ||
    Boolean(value.sort || value.priceMin || value.priceMax);
  const toman = (v: string) => (v ? f.number(Number(v)) : '');
  return (
    <FilterForm label={t('filters')}>
      <SearchInput
        label={t('searchLabel')}
        submitLabel={t('search')}
        testId="product-search"
        defaultValue={value.q}
        maxLength={100}
      />
      <FilterFields initialOpen={filtered} showLabel={t('showFilters')} hideLabel={t('hideFilters')}>
        <label className={field.field}>
          <span className={field.label}>{t('category')}</span>
          <select name="category_ids" defaultValue={value.categoryIds[0] ?? ''} data-testid="filter-category">
            <option value="">{t('allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        <label className={field.field}>
          <span className={field.label}>{t('brand')}</span>
          <select name="brand_ids" defaultValue={value.brandIds[0] ?? ''} data-testid="filter-brand">
            <option value="">{t('allBrands')}</option>
            {brands.map((b) => (
              // Brand names are written in Persian (the store's data).
              <option key={b.id} value={b.id} {...persianContentProps(locale)}>
                {b.title}
              </option>
            ))}
          </select>
        </label>
        <label className={field.field}>
          <span className={field.label}>{t('sort')}</span>
          <select name="sort" defaultValue={value.sort} data-testid="filter-sort">
            {PRODUCT_SORTS.map((s) => (
              <option key={s || 'default'} value={s}>
                {t(`sorts.${s || 'default'}`)}
              </option>
            ))}
          </select>
        </label>
        {/* One under the other, full width: side by side on a phone the labels were cut. */}
        <div className={styles.prices}>
          <label className={field.field} htmlFor="filter-price-min">
            <span className={field.label}>{t('priceMin')}</span>
            <PriceInput
              id="filter-price-min"
              name="price_min"
              defaultValue={toman(value.priceMin)}
              testId="filter-price-min"
            />
          </label>
          <label className={field.field} htmlFor="filter-price-max">
            <span className={field.label}>{t('priceMax')}</span>
            <PriceInput
              id="filter-price-max"
              name="price_max"
              defaultValue={toman(value.priceMax)}
              testId="filter-price-max"
            />
          </label>
        </div>
        <label className={field.switch}>
          <input
            type="checkbox"
            name="available_in_stock"
            value="true"
            defaultChecked={value.inStock}
            data-testid="filter-stock"
          />
          {t('inStockOnly')}
        </label>
        <button type="submit" className={text.buttonOutlined}>
          {t('applyFilters')}
        </button>
      </FilterFields>
    </FilterForm>
  );
}
