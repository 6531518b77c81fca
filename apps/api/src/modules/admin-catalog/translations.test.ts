import { catalogOps, api as endpoints, localizedPath } from '@vip/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { list } from '../../../test/list-asserts';
import { staffToken } from '../admin/test-util';

// Staff write the English and Arabic of FAQs, their categories and the home's boxes; the public answers under /en/
// and /ar/ read what they wrote (issue #34).
describeEachBackend('back office translations', (api) => {
  let token: string;
  beforeAll(async () => {
    token = (await staffToken(api, 'editor')).token;
  });

  it('an English question and answer and an Arabic category title show under /en/ and /ar/', async () => {
    const category = await api().call(catalogOps('categories').create, {
      token,
      body: {
        module_id: 8,
        title: 'بار همراه',
        title_en: 'Baggage',
        title_ar: 'الأمتعة المرافقة',
        slug: 'baggage-help',
      },
    });
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json().data).toMatchObject({ title_en: 'Baggage', title_ar: 'الأمتعة المرافقة' });

    const faq = await api().call(catalogOps('faqs').create, {
      token,
      body: {
        category_id: category.json().data.id,
        question: 'چند چمدان می‌توانم همراه داشته باشم؟',
        answer: 'هر مسافر تا دو چمدان را با خدمت CIP تحویل می‌دهد.',
        question_en: 'How many suitcases can I bring?',
        answer_en: 'Each passenger can check in up to two suitcases through the CIP service.',
      },
    });
    expect(faq.statusCode, faq.body).toBe(201);
    const id = faq.json().data.id as number;
    expect(faq.json().data).toMatchObject({ question_en: 'How many suitcases can I bring?', question_ar: '' });

    const path = `${endpoints.listFaqs.path}/${id}`;
    const en = (await api().get(localizedPath(path, 'en'))).json().data;
    expect(en).toMatchObject({
      question: 'How many suitcases can I bring?',
      answer: 'Each passenger can check in up to two suitcases through the CIP service.',
      category_title: 'Baggage',
    });
    const ar = (await api().get(localizedPath(path, 'ar'))).json().data;
    // The Arabic category title is kept as typed; the untranslated Arabic question falls back to Persian.
    expect(ar).toMatchObject({ category_title: 'الأمتعة المرافقة', question: 'چند چمدان می‌توانم همراه داشته باشم؟' });

    const edited = await api().call(catalogOps('faqs').update, {
      token,
      params: { id },
      body: { question_ar: 'كم حقيبة يمكنني أن أحمل معي؟', answer_ar: 'يسلّم كل مسافر حتى حقيبتين عبر خدمة CIP.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api().get(localizedPath(path, 'ar'))).json().data.question).toBe('كم حقيبة يمكنني أن أحمل معي؟');
  });

  it('a box saved in English shows in its slot under /en/ and not under Persian', async () => {
    const box = await api().call(catalogOps('cms-boxes').create, {
      token,
      body: {
        page_id: 1,
        key: 'home-welcome',
        lang: 'en',
        title: 'Welcome to Imam Khomeini Airport',
        subtitle: 'Fast track and lounges at IKA',
      },
    });
    expect(box.statusCode, box.body).toBe(201);
    expect(box.json().data).toMatchObject({ lang: 'en', title: 'Welcome to Imam Khomeini Airport' });

    const slot = { pageId: 1, key: 'home-welcome', limit: 100 };
    const en = await list<{ title: string; lang: string }>(
      api(),
      localizedPath(endpoints.listCmsBoxes.path, 'en'),
      slot,
    );
    expect(en.data.map((b) => [b.title, b.lang])).toEqual([['Welcome to Imam Khomeini Airport', 'en']]);
    const fa = await list(api(), endpoints.listCmsBoxes.path, slot);
    expect(fa.data).toEqual([]);

    // An Arabic box keeps its Arabic letters (a Persian one gets Persian ی/ک, as every Persian text).
    const arabic = await api().call(catalogOps('cms-boxes').create, {
      token,
      body: { page_id: 1, key: 'home-welcome', lang: 'ar', title: 'مرحباً بكم في مطار الإمام الخميني' },
    });
    expect(arabic.json().data.title).toBe('مرحباً بكم في مطار الإمام الخميني');
    const persian = await api().call(catalogOps('cms-boxes').create, {
      token,
      body: { page_id: 1, key: 'home-welcome', title: 'خوش آمديد به فرودگاه' },
    });
    expect(persian.json().data).toMatchObject({ lang: 'fa', title: 'خوش آمدید به فرودگاه' });
  });
});
