import { expect, it } from 'vitest';
import { api as endpoints } from '@vip/contract';
import { describeEachBackend } from '../../../test/helpers';
import {
  expectDetailAnd404,
  expectEtag304,
  expectTitleSortReverses,
  expectUnknownSortRejected,
  idsOf,
  list,
} from '../../../test/list-asserts';

type Province = { id: number; country_id: number; title: string; capital_title: string; cities_count: number };
type City = { id: number; province_id: number; province_title: string; title: string; is_capital: boolean };
const PROVINCES = endpoints.listProvinces.path;
const CITIES = endpoints.listCities.path;
const COUNTRIES = endpoints.listCountries.path;

describeEachBackend('listProvinces and listCities', (api) => {
  it('has all 31 provinces of Iran, each with its capital and 4–6 cities', async () => {
    const body = await list<Province>(api(), PROVINCES, { limit: 100 });
    expect(body.paging.total).toBe(31);
    for (const p of body.data) {
      expect(p.capital_title).toBeTruthy();
      expect(p.cities_count).toBeGreaterThanOrEqual(4);
    }
    expect(body.data.find((p) => p.title === 'فارس')?.capital_title).toBe('شیراز');
  });

  it('provinces: default limit 12, offset pages', async () => {
    const first = await list(api(), PROVINCES);
    expect(first.paging).toMatchObject({ limit: 12, returned: 12, has_more: true });
    const second = await list(api(), PROVINCES, { offset: 12 });
    expect(idsOf(second).some((id) => idsOf(first).includes(id))).toBe(false);
  });

  it('provinces: country_id filters when > 0, 0 means every country', async () => {
    expect((await list(api(), PROVINCES, { country_id: 1, limit: 100 })).paging.total).toBe(31);
    expect((await list(api(), PROVINCES, { country_id: 2, limit: 100 })).paging.total).toBe(0);
    expect((await list(api(), PROVINCES, { country_id: 0, limit: 100 })).paging.total).toBe(31);
  });

  it('provinces: sort by title and id both ways; unknown sort is 400; search normalises Arabic letters', async () => {
    await expectTitleSortReverses(api(), PROVINCES);
    const desc = idsOf(await list(api(), PROVINCES, { sort: '-id', limit: 100 }));
    expect(desc[0]).toBe(31);
    await expectUnknownSortRejected(api(), PROVINCES, 'title');
    const kerman = await list<Province>(api(), PROVINCES, { search_keywords: 'كرمان' });
    expect(kerman.data.map((p) => p.title).sort()).toEqual(['کرمان', 'کرمانشاه']);
  });

  it('cities: province_id filters when > 0, capital first', async () => {
    const all = await list<City>(api(), CITIES, { limit: 100 });
    expect(all.paging.total).toBeGreaterThan(140);
    const isfahan = await list<City>(api(), CITIES, { province_id: 3, limit: 100 });
    expect(isfahan.data.every((c) => c.province_id === 3 && c.province_title === 'اصفهان')).toBe(true);
    expect(isfahan.data[0]).toMatchObject({ title: 'اصفهان', is_capital: true });
    expect(isfahan.data.map((c) => c.title)).toContain('کاشان');
    expect((await list(api(), CITIES, { province_id: 0 })).paging.total).toBe(all.paging.total);
  });

  it('cities: limit, offset, sort both ways, unknown sort, Arabic-letter search', async () => {
    const first = await list(api(), CITIES, { limit: 10 });
    const second = await list(api(), CITIES, { limit: 10, offset: 10 });
    expect(idsOf(second).some((id) => idsOf(first).includes(id))).toBe(false);
    await expectTitleSortReverses(api(), CITIES, 'title', { province_id: 4 });
    await expectUnknownSortRejected(api(), CITIES, 'priority');
    const karaj = await list<City>(api(), CITIES, { search_keywords: 'كرج' });
    expect(karaj.data.map((c) => c.title)).toEqual(['کرج']);
  });

  it('details and 404s', async () => {
    expect(await expectDetailAnd404(api(), PROVINCES, 1)).toMatchObject({ title: 'تهران', capital_title: 'تهران' });
    expect(await expectDetailAnd404(api(), CITIES, 1)).toMatchObject({ title: 'تهران', is_capital: true });
    expect(await expectDetailAnd404(api(), COUNTRIES, 1)).toMatchObject({ title: 'ایران', iso_code: 'IR' });
  });

  it('countries: Iran first; search in Persian or English', async () => {
    const body = await list<{ id: number; title: string }>(api(), COUNTRIES, { limit: 100 });
    expect(body.data[0]!.title).toBe('ایران');
    expect(body.paging.total).toBeGreaterThan(20);
    expect((await list(api(), COUNTRIES, { search_keywords: 'germany' })).data).toHaveLength(1);
  });

  it('sends ETag and answers 304', async () => {
    await expectEtag304(api(), `${PROVINCES}?limit=100`);
    await expectEtag304(api(), `${CITIES}?province_id=5`);
  });
});
