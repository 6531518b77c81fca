import { z } from 'zod';
import { detailOf } from './common';
import { defineEndpoints } from './endpoint';

/** Query of the header search box: what the visitor has typed so far. */
export const suggestionQuery = z.object({
  q: z.string().trim().min(1, 'عبارت جستجو را وارد کنید.').max(100, 'عبارت جستجو حداکثر ۱۰۰ نویسه است.'),
});
export type SuggestionQuery = z.input<typeof suggestionQuery>;

const hit = z.object({ id: z.number().int(), title: z.string() });

/** What the search box offers while the visitor types, most relevant first in each group. */
export const suggestions = z.object({
  products: z.array(hit.extend({ price: z.number().int().describe('Rials'), brand: z.string().nullable() })),
  brands: z.array(hit.extend({ title_en: z.string() })),
  categories: z.array(hit),
  articles: z.array(hit),
});
export type Suggestions = z.infer<typeof suggestions>;

/** Endpoints of site search (issue #16). */
export const searchEndpoints = defineEndpoints({
  searchSuggestions: {
    method: 'GET',
    path: '/v1/search/fa/suggestions',
    tag: 'search',
    summary: 'Suggestions as the visitor types: products, brands, categories and articles',
    description:
      'Up to 5 products (ranked like the product list search, misspellings included), 3 brands, 3 shop categories ' +
      'and 3 articles whose text holds every typed word.',
    auth: 'public',
    query: suggestionQuery,
    response: detailOf(suggestions),
    publicCache: true,
  },
});
