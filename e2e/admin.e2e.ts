// The back office in the browser (issue #15): staff sign in with their TOTP code and serve members, and the member
// sees the result on the site.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, type CipOrderListItem, catalogOps, pathOf } from '@vip/contract';
import {
  formatJalaliDate,
  formatTime,
  formatToman,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PaymentStatus,
  type StaffRole,
} from '@vip/domain';
import { chromium, type Page } from 'playwright-core';
import { create as qrCreate } from 'qrcode';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoMemberPerFile, fa, memberSend } from './signin';
import { send, staffSignIn, totpCode } from './staff';
import {
  apiGet,
  CHROMIUM_ARGS,
  chromiumPath,
  expectNoSeriousA11yViolations,
  openPage,
  useBrowser,
  WIDTHS,
  webUrl,
} from './support';

useBrowser();

/** The demo member of the seed: a paid booking awaiting the airport and one the airport confirmed. */
const PASSWORD = 'Mizkhedmat!1405x';
const SHOTS = process.env.E2E_SCREENSHOTS;

type Staff = { email: string; secret: string };

/** An API call that must succeed: its JSON. With `member`, sent by that signed-in page through the site's relay. */
async function ok(path: string, init: Parameters<typeof send>[1] & { member?: Page } = {}) {
  const res = init.member ? await memberSend(init.member, path, init) : await send(path, init);
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${res.text}`);
  return res.json;
}

let adminToken = '';
let made = 0;
/** A new staff account of a role, made by the first admin through the staff endpoint (one sign-in per account). */
async function newStaff(role: StaffRole): Promise<Staff> {
  const email = `e2e-${role.replace('_', '-')}-${++made}@asemanvip.ir`;
  const { data } = await ok(pathOf(api.adminCreateStaff), {
    method: 'POST',
    token: adminToken,
    body: { email, full_name: `کارمند ${fa(String(made))}`, role, password: PASSWORD },
  });
  return { email, secret: data.totp_secret };
}

/** Signs a staff member in on /admin with e-mail, password and the app's code; resolves on the dashboard. */
async function signInOnPage(page: Page, who: Staff, hash = '') {
  await page.goto(`${webUrl()}/admin${hash}`);
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="totp_code"]').fill(fa(totpCode(who.secret)));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.locator('input[name="totp_code"]').waitFor({ state: 'detached', timeout: 30_000 });
}

/** The demo member signed in on the site, once for the file (see signin.ts DEMO_MOBILE). */
const demo = demoMemberPerFile(WIDTHS.desktop);
const demoMember = demo.get;

async function demoOrders(member: Page): Promise<CipOrderListItem[]> {
  return (await ok(`${pathOf(api.listCipOrders)}?limit=50`, { member })).data;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * A Y4M video (raw 4:2:0 frames) of a QR code, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): black modules on white, centred.
 */
function qrVideo(text: string): string {
  const W = 640;
  const H = 480;
  const { modules } = qrCreate(text, { errorCorrectionLevel: 'M' });
  const cell = Math.floor((H * 0.9) / (modules.size + 8));
  const x0 = Math.floor((W - cell * modules.size) / 2);
  const y0 = Math.floor((H - cell * modules.size) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c))
        for (let dy = 0; dy < cell; dy++)
          y.fill(16, (y0 + r * cell + dy) * W + x0 + c * cell, (y0 + r * cell + dy) * W + x0 + (c + 1) * cell);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const file = join(tmpdir(), `voucher-qr-${process.pid}-${Date.now()}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]),
  );
  return file;
}

beforeAll(async () => {
  const admin = inject('staffAdmin');
  adminToken = await staffSignIn(admin.email, admin.password, admin.secret);
});
afterAll(async () => {
  await demo.close();
});

describe('back office', () => {
  let confirmedReference = '';

  it('a VIP desk agent confirms a paid booking with the airport and the member sees it confirmed (1280px)', async () => {
    const member = await demoMember();
    const waiting = (await demoOrders(member.page)).find(
      // Not the booking inside its cut-off: cip.e2e.ts needs that one as the seed left it.
      (o) => o.status === OrderStatus.providerPending && o.payment_status === PaymentStatus.paid && o.editable,
    );
    if (!waiting) throw new Error('the demo seed has no paid booking awaiting the airport');
    const date = waiting.flights[0]?.date.slice(0, 10);

    const desk = await openPage(WIDTHS.desktop);
    await signInOnPage(desk.page, await newStaff('vip_desk'));
    // A desk agent's menu has the desk, not finance or the staff accounts (the server checks again).
    await expect(desk.page.getByRole('menuitem', { name: 'رزروهای تشریفات' }).count()).resolves.toBe(1);
    await expect(desk.page.getByRole('menuitem', { name: 'کارکنان' }).count()).resolves.toBe(0);
    await desk.page.goto(`${webUrl()}/admin#/cip-bookings?filter=${encodeURIComponent(JSON.stringify({ date }))}`);
    const confirm = desk.page.getByTestId(`confirm-${waiting.reference}`).first();
    await confirm.waitFor({ timeout: 30_000 });
    await shot(desk.page, 'vip-desk-1280');
    await expectNoSeriousA11yViolations(desk.page);
    await confirm.click();
    await desk.page.getByText('انجام شد.').waitFor();
    await expect.poll(() => desk.page.getByTestId(`confirm-${waiting.reference}`).count()).toBe(0);
    // The airport filter names the served airports (it sends their IATA code); a terminal is picked by its name.
    type ServedAirport = { iata: string; title: string; terminals: { id: number; title: string }[] };
    const served = (await ok(`${pathOf(api.listAirports)}?served=true&limit=50`)).data as ServedAirport[];
    const airport = served.find((a) => a.terminals.length > 0)!;
    const filter = { date, airport: airport.iata, terminal_id: airport.terminals[0].id };
    await desk.page.goto(`${webUrl()}/admin#/cip-bookings?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    await expect
      .poll(() => desk.page.getByRole('combobox', { name: 'فرودگاه' }).innerText(), { timeout: 15_000 })
      .toBe(`${airport.title} (${airport.iata})`);
    await expect
      .poll(() => desk.page.getByRole('combobox', { name: 'ترمینال' }).innerText())
      .toBe(airport.terminals[0].title);
    // Another airport: the terminal of the first no longer filters (it would hide every booking of the second).
    const other = served.find((a) => a.iata !== airport.iata)!;
    await desk.page.getByRole('combobox', { name: 'فرودگاه' }).click();
    await desk.page.getByRole('option', { name: `${other.title} (${other.iata})` }).click();
    await expect.poll(() => decodeURIComponent(desk.page.url())).toContain(`"airport":"${other.iata}"`);
    await expect.poll(() => decodeURIComponent(desk.page.url())).not.toContain('terminal_id');
    // react-admin then hides the emptied filter, or shows it empty.
    const terminalFilter = desk.page.getByRole('combobox', { name: 'ترمینال' });
    await expect
      .poll(async () => ((await terminalFilter.count()) ? (await terminalFilter.innerText()).trim() : ''))
      .toBe('');
    await shot(desk.page, 'vip-desk-other-airport-1280');

    await member.page.goto(`${webUrl()}/dashboard/cip/order/order-list`);
    const row = member.page.getByTestId(`cip-order-${waiting.reference}`);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(ORDER_STATUS_LABELS[OrderStatus.providerConfirmed]);
    confirmedReference = waiting.reference;
    await desk.close();
  }, 240_000);

  it('checks travellers in by the voucher QR through the phone camera (360px)', async () => {
    const member = await demoMember();
    const ready = (await demoOrders(member.page)).find(
      (o) => o.status === OrderStatus.providerConfirmed && o.reference !== confirmedReference,
    );
    if (!ready) throw new Error('the demo seed has no booking the airport confirmed');
    const voucher = await ok(pathOf(api.getCipVoucher, { reference: ready.reference }), { member: member.page });

    const video = qrVideo(voucher.data.verify_url);
    const camera = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await camera.newContext({ viewport: WIDTHS.phone, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
      await context.grantPermissions(['camera'], { origin: webUrl() });
      const page = await context.newPage();
      await signInOnPage(page, await newStaff('vip_desk'), '#/checkin');
      await page.goto(`${webUrl()}/admin#/checkin`);
      await page.getByTestId('checkin-scan').click();
      // The camera shows the voucher; the page reads its QR and opens the booking.
      await page.getByTestId('checkin-booking').waitFor({ timeout: 60_000 });
      expect(page.url()).toContain(`#/checkin/${ready.reference}`);
      await expect(page.getByTestId('checkin-booking').textContent()).resolves.toContain('سارا');
      await shot(page, 'checkin-360');
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('checkin-submit').click();
      await expect
        .poll(() => page.getByTestId('checkin-status').textContent(), { timeout: 30_000 })
        .toBe(ORDER_STATUS_LABELS[OrderStatus.completed]);
    } finally {
      await camera.close();
    }
  }, 240_000);

  it('checks travellers in by the typed reference when there is no camera (360px)', async () => {
    expect(confirmedReference).not.toBe('');
    const { page, close } = await openPage(WIDTHS.phone);
    await signInOnPage(page, await newStaff('vip_desk'));
    await page.goto(`${webUrl()}/admin#/checkin`);
    await page.getByTestId('checkin-reference').fill(fa(confirmedReference));
    await page.getByRole('button', { name: 'نمایش رزرو' }).click();
    await page.getByTestId('checkin-booking').waitFor({ timeout: 30_000 });
    // Each side (a round trip has two) is served with its own button: the booking stays confirmed until the last.
    const sides = await page.getByTestId('checkin-submit').count();
    expect(sides).toBeGreaterThan(0);
    for (let served = 1; served <= sides; served++) {
      await page.getByTestId('checkin-submit').first().click();
      await expect.poll(() => page.getByTestId('checkin-side-served').count(), { timeout: 30_000 }).toBe(served);
      if (served < sides) {
        await expect(page.getByTestId('checkin-status').textContent()).resolves.toBe(
          ORDER_STATUS_LABELS[OrderStatus.providerConfirmed],
        );
        await shot(page, 'checkin-side-360');
      }
    }
    await expect
      .poll(() => page.getByTestId('checkin-status').textContent(), { timeout: 30_000 })
      .toBe(ORDER_STATUS_LABELS[OrderStatus.completed]);
    await expect(page.getByTestId('checkin-submit').count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page);
    await close();
  }, 240_000);

  it('refuses a check-in days before the service day: the desk sees when it opens (360px)', async () => {
    const member = await demoMember();
    // A flight from a served airport twelve days or more ahead: outside the week-long window of these tests.
    type Brief = { id: number; bookable: boolean };
    let found: { flight: Brief; serviceId: number } | undefined;
    for (let days = 12; !found && days < 19; days++) {
      const date = new Date(Date.now() + (days * 24 + 3.5) * 3_600_000).toISOString().slice(0, 10);
      const flights = (await ok(`${pathOf(api.listBriefFlights)}?date=${date}&limit=50`)).data as Brief[];
      for (const flight of flights.filter((f) => f.bookable)) {
        const services = (await ok(pathOf(api.getFlightServices, { id: flight.id }))).data as {
          departure: { id: number; service_type: number }[];
        };
        const cip = services.departure.find((x) => x.service_type === 2);
        if (cip) {
          found = { flight, serviceId: cip.id };
          break;
        }
      }
    }
    if (!found) throw new Error('no served flight twelve to eighteen days ahead');
    const { data: order } = await ok(pathOf(api.createCipOrder), {
      method: 'POST',
      member: member.page,
      body: {
        flight_orders: [
          {
            order_type: 0,
            flight_id: found.flight.id,
            flight_class: 4,
            passengers: [
              {
                first_name: 'نگار',
                last_name: 'احمدی',
                mobile: '09121234567',
                national_code: '0076543218',
                passport_number: '',
                person_age_type: 3,
                gender: 0,
                nationality: 0,
                country_id: 1,
              },
            ],
            reservations: [{ reservation_type: 0, service_id: found.serviceId }],
          },
        ],
      },
    });
    // Paid from the wallet (a top-up finance approves through the API), then confirmed by the airport.
    const { data: request } = await ok(pathOf(api.offlineIncrease), {
      method: 'POST',
      member: member.page,
      body: {
        value: order.total_price,
        type_code: 2,
        cheque_date: new Date().toISOString().slice(0, 10),
        deposit_source: 'بانک ملت – شعبهٔ آزمون',
      },
    });
    await ok(pathOf(api.adminApproveCreditRequest, { id: request.id }), { method: 'POST', token: adminToken });
    await ok(pathOf(api.payCipOrder, { id: order.id }), {
      method: 'POST',
      member: member.page,
      body: { gateway: 'credit' },
    });
    await ok(pathOf(api.adminConfirmCipBooking, { id: order.id }), { method: 'POST', token: adminToken });

    const early = await send(pathOf(api.adminCheckIn, { reference: order.reference }), {
      method: 'POST',
      token: adminToken,
      body: {},
    });
    expect(early.status).toBe(409);
    expect(early.json.error_message).toMatch(/^پذیرش این بخش از رزرو هنوز باز نشده است/);

    const { page, close } = await openPage(WIDTHS.phone);
    await signInOnPage(page, await newStaff('vip_desk'), `#/checkin/${order.reference}`);
    await page.goto(`${webUrl()}/admin#/checkin/${order.reference}`);
    await page.getByTestId('checkin-side-not-open').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('checkin-submit').count()).resolves.toBe(0);
    await expect(page.getByTestId('checkin-booking').textContent()).resolves.toContain('نگار احمدی');
    await shot(page, 'checkin-not-open-360');
    await expectNoSeriousA11yViolations(page);
    await close();
    // The member keeps the booking to change or cancel.
    const seen = (await ok(pathOf(api.getCipOrder, { id: order.id }), { member: member.page })).data;
    expect(seen).toMatchObject({ status: OrderStatus.providerConfirmed, editable: true });
  }, 240_000);

  it('finance approves an offline top-up and the member’s balance rises (1280px)', async () => {
    const member = await demoMember();
    const balance = async () =>
      (await ok(pathOf(api.getCreditBalance), { member: member.page })).data.balance as number;
    const before = await balance();
    const today = new Date().toISOString().slice(0, 10);
    const { data: request } = await ok(pathOf(api.offlineIncrease), {
      method: 'POST',
      member: member.page,
      body: { value: 2_500_000, type_code: 2, cheque_date: today, deposit_source: 'بانک ملت – شعبهٔ آزمون' },
    });

    const desk = await openPage(WIDTHS.desktop);
    await signInOnPage(desk.page, await newStaff('finance'));
    await desk.page.goto(`${webUrl()}/admin#/credit-requests`);
    const approve = desk.page.getByTestId(`approve-${request.id}`);
    await approve.waitFor({ timeout: 30_000 });
    await shot(desk.page, 'finance-1280');
    await expectNoSeriousA11yViolations(desk.page);
    await approve.click();
    // Nothing moves until finance accepts the restated amount and member.
    const dialog = desk.page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('۲۵۰,۰۰۰ تومان');
    expect(await balance()).toBe(before);
    await shot(desk.page, 'finance-confirm-1280');
    await dialog.getByRole('button', { name: 'بله، انجام شود' }).click();
    await desk.page.getByText('انجام شد.').waitFor();
    expect(await balance()).toBe(before + 2_500_000);

    // A VIP desk agent who opens finance is told it is not theirs, and the menu never links there.
    const vip = await openPage(WIDTHS.phone);
    await signInOnPage(vip.page, await newStaff('vip_desk'));
    await vip.page.goto(`${webUrl()}/admin#/credit-requests`);
    await vip.page.getByRole('heading', { level: 1, name: 'به این بخش دسترسی ندارید' }).waitFor({ timeout: 30_000 });
    await expect(vip.page.getByRole('menuitem', { name: 'افزایش اعتبار آفلاین' }).count()).resolves.toBe(0);
    await shot(vip.page, 'no-access-360');
    await expectNoSeriousA11yViolations(vip.page);
    await vip.close();
    await desk.close();
  }, 240_000);

  it('finance finds a paid store order’s invoice by the order id and downloads its PDF (1280px, 360px)', async () => {
    const member = await demoMember();
    const { data: list } = await ok(`${pathOf(api.listStoreOrders)}?limit=50`, { member: member.page });
    const paid = (list as { id: number; payment_status: number; reference: string }[]).find(
      (o) => o.payment_status === PaymentStatus.paid,
    );
    if (!paid) throw new Error('the demo member has no paid store order');
    const desk = await openPage(WIDTHS.desktop);
    await signInOnPage(desk.page, await newStaff('finance'));
    await desk.page.goto(`${webUrl()}/admin#/invoices`);
    const field = desk.page.getByTestId('invoice-order-id');
    await field.waitFor({ timeout: 30_000 });
    // A typo is told in Persian and asks nothing.
    await field.fill('ab');
    await desk.page.getByRole('button', { name: 'نمایش صورتحساب' }).click();
    await desk.page.getByText('شناسهٔ سفارش را با رقم بنویسید.').waitFor();
    // Persian digits are read as the id.
    await field.fill(fa(String(paid.id)));
    await desk.page.getByRole('button', { name: 'نمایش صورتحساب' }).click();
    const totals = desk.page.getByTestId('staff-invoice-totals');
    await totals.waitFor({ timeout: 30_000 });
    expect(await totals.textContent()).toContain('شامل مالیات بر ارزش افزوده');
    await desk.page.getByText(`سفارش ${fa(paid.reference)}`, { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(desk.page);
    await shot(desk.page, 'finance-invoice-1280');
    const href = await desk.page.getByTestId('staff-invoice-pdf').getAttribute('href');
    const pdf = await desk.page.evaluate(async (url) => {
      const res = await fetch(url as string);
      return { status: res.status, type: res.headers.get('content-type'), head: (await res.text()).slice(0, 5) };
    }, href);
    expect(pdf).toEqual({ status: 200, type: expect.stringContaining('application/pdf'), head: '%PDF-' });
    await desk.page.setViewportSize(WIDTHS.phone);
    await shot(desk.page, 'finance-invoice-360');
    const overflow = await desk.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await desk.close();
  }, 240_000);

  it('a packer reads the packing list and opens an order’s printable slip with its QR (1280px, 360px)', async () => {
    for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
      const desk = await openPage(width);
      await signInOnPage(desk.page, await newStaff('fulfilment'));
      await desk.page.goto(`${webUrl()}/admin#/store-orders`);
      const open = desk.page.getByRole('button', { name: 'برگهٔ بسته‌بندی' }).first();
      await open.waitFor({ timeout: 30_000 });
      await shot(desk.page, `packing-list-${width.width}`);
      await open.click();
      const slip = desk.page.getByTestId('packing-slip');
      await slip.waitFor();
      await desk.page.getByTestId('packing-slip-qr').waitFor();
      await expect(slip.textContent()).resolves.toMatch(/کد پستی/);
      expect(await slip.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      await shot(desk.page, `packing-slip-${width.width}`);
      await expectNoSeriousA11yViolations(desk.page);
      await desk.close();
    }
  }, 240_000);

  it('support answers a ticket and the member reads the answer (1280px)', async () => {
    const member = await demoMember();
    const title = `پرسش آزمون ${fa(String(Date.now() % 100000))}`;
    const { data: ticket } = await ok(pathOf(api.createTicket), {
      method: 'POST',
      member: member.page,
      body: { title, description: 'ساعت حضور در فرودگاه برای خدمات تشریفات چیست؟', category_id: 1 },
    });

    const desk = await openPage(WIDTHS.desktop);
    await signInOnPage(desk.page, await newStaff('support'));
    await desk.page.goto(`${webUrl()}/admin#/tickets`);
    await desk.page.getByText(title).click();
    await desk.page.waitForURL(`**/admin#/tickets/${ticket.id}/show`);
    const answer = 'لطفاً دو ساعت پیش از پرواز در سالن تشریفات حاضر باشید.';
    await desk.page.getByTestId('reply-text').fill(answer);
    await shot(desk.page, 'support-ticket-1280');
    await expectNoSeriousA11yViolations(desk.page);
    await desk.page.getByRole('button', { name: 'پاسخ', exact: true }).click();
    await desk.page.getByText('انجام شد.').waitFor();
    // The thread now shows the answer under the staff member's name.
    await desk.page.getByText(answer).waitFor();

    await member.page.goto(`${webUrl()}/dashboard/tickets/${ticket.id}`);
    await member.page.getByText(answer).waitFor({ timeout: 30_000 });
    await desk.close();
  }, 240_000);

  it('an editor lowers a product’s price and the public product page shows it within seconds (1280px)', async () => {
    // Not product 3: admin-catalog.e2e.ts changes that one.
    const product = (await apiGet(api.listProducts, { limit: 5, offset: 0, sort: '-price' })).data.find(
      (p) => p.id !== 3,
    );
    if (!product) throw new Error('the demo seed has no product');
    const mainPrice = () => site.page.locator('div:has(> [data-testid="stock-state"]) [data-testid="price"]').first();
    const site = await openPage(WIDTHS.desktop);
    // The page is cached by the site first, so only the change's revalidation can show the new price.
    await site.page.goto(`${webUrl()}/product/${product.id}`);
    await expect(mainPrice().textContent()).resolves.toBe(formatToman(product.price));
    const newPrice = product.price - 100_000;

    const desk = await openPage(WIDTHS.desktop);
    await signInOnPage(desk.page, await newStaff('editor'));
    // An editor's menu has the catalogue, not the desks.
    await expect(desk.page.getByRole('menuitem', { name: 'کالاها' }).count()).resolves.toBe(1);
    await expect(desk.page.getByRole('menuitem', { name: 'رزروهای تشریفات' }).count()).resolves.toBe(0);
    await desk.page.goto(`${webUrl()}/admin#/products`);
    await desk.page.getByRole('table').waitFor({ timeout: 30_000 });
    await shot(desk.page, 'products-1280');
    await expectNoSeriousA11yViolations(desk.page);
    await desk.page.goto(`${webUrl()}/admin#/products/${product.id}`);
    const price = desk.page.getByLabel('قیمت (تومان)');
    await price.waitFor({ timeout: 30_000 });
    await price.fill(fa(String(newPrice / 10)));
    await shot(desk.page, 'product-edit-1280');
    await expectNoSeriousA11yViolations(desk.page);
    await desk.page.getByRole('button', { name: 'ذخیره' }).click();
    await desk.page.waitForURL('**/admin#/products', { timeout: 30_000 });

    await expect
      .poll(
        async () => {
          await site.page.reload();
          return mainPrice().textContent();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(formatToman(newPrice));
    await desk.close();
    await site.close();
  }, 240_000);

  it('an editor adds a picture to an album in a row of its own: upload, Persian type, saved (1280px)', async () => {
    const ops = catalogOps('albums');
    type Album = {
      published_at: string;
      items: { id: number; type: string; title: string; image: { key: string; url: string } | null }[];
    };
    const before = (await ok(pathOf(ops.get, { id: 1 }), { token: adminToken })).data as Album;
    const picture = before.items.find((i) => i.image)?.image;
    if (!picture) throw new Error('the demo album 1 has no picture');
    const bytes = Buffer.from(await (await fetch(picture.url)).arrayBuffer());

    // An editor travelling (the browser in London's zone) still reads and enters Tehran's time.
    const desk = await openPage(WIDTHS.desktop, { timezoneId: 'Europe/London' });
    await signInOnPage(desk.page, await newStaff('editor'), '#/albums/1');
    const rows = desk.page.locator('.RaSimpleFormIterator-line');
    // Every item is a row: its type by its Persian name, its own picture, not a block of JSON.
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(before.items.length);
    await expect(rows.first().getByRole('combobox').first().innerText()).resolves.toMatch(/^(تصویر|ویدیو|صدا)$/);
    expect(await rows.first().locator('img').count()).toBe(before.items[0].image ? 1 : 0);
    expect(await desk.page.getByText('JSON', { exact: false }).count()).toBe(0);
    // The publication time is a Jalali date and time, not ISO text.
    const published = desk.page.locator('.MuiFormControl-root').filter({ hasText: 'زمان انتشار' }).first();
    // (the picker writes each part in its own element, between direction marks)
    const shownTime = (await published.innerText()).replace(/[\s\u2066-\u2069\u200e\u200f]/g, '');
    expect(shownTime).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    expect(shownTime).toMatch(/[۰-۹]{2}:[۰-۹]{2}/);
    expect(shownTime).not.toMatch(/[0-9]|T/);
    expect(shownTime).toContain(formatJalaliDate(before.published_at));
    expect(shownTime).toContain(formatTime(before.published_at));

    await desk.page.getByRole('button', { name: 'اضافه' }).click();
    await expect.poll(() => rows.count()).toBe(before.items.length + 1);
    const added = rows.last();
    const address = added.getByLabel('نشانی ویدیو یا صدا (https)');
    // A video has an address and a duration; a picture has neither, so the row does not offer them.
    await added.getByRole('combobox').first().click();
    await desk.page.getByRole('option', { name: 'ویدیو' }).click();
    await address.waitFor();
    await added.getByRole('combobox').first().click();
    await desk.page.getByRole('option', { name: 'تصویر' }).click();
    await address.waitFor({ state: 'detached' });
    expect(await rows.first().getByLabel('مدت (ثانیه)').count()).toBe(before.items[0].type === 'image' ? 0 : 1);
    await added.getByLabel('عنوان').fill('سالن تشریفات فرودگاه امام، نمای ورودی');
    await added
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lounge.png', mimeType: 'image/png', buffer: bytes });
    await expect.poll(() => added.locator('img').count(), { timeout: 30_000 }).toBe(1);
    await shot(desk.page, 'album-edit-1280');
    await expectNoSeriousA11yViolations(desk.page);
    await desk.page.getByRole('button', { name: 'ذخیره' }).click();
    await desk.page.waitForURL('**/admin#/albums', { timeout: 30_000 });

    const after = (await ok(pathOf(ops.get, { id: 1 }), { token: adminToken })).data as Album;
    // The publication time went back as it came (the picker only writes when changed).
    expect(new Date(after.published_at).getTime()).toBe(new Date(before.published_at).getTime());
    // The old items kept (same ids), the new one added with its own uploaded picture.
    expect(after.items.map((i) => i.id)).toEqual(expect.arrayContaining(before.items.map((i) => i.id)));
    expect(after.items).toHaveLength(before.items.length + 1);
    expect(after.items.find((i) => i.title === 'سالن تشریفات فرودگاه امام، نمای ورودی')).toMatchObject({
      type: 'image',
      image: { key: expect.any(String) },
    });
    await desk.close();
  }, 240_000);

  it("an editor picks a CIP service's terminal among its airport's by name, and a product's unit by name (1280px)", async () => {
    type Service = { id: number; airport_id: number; terminal_id: number | null };
    type Airport = { terminals: { id: number; title: string }[] };
    const services = (await ok(`${pathOf(catalogOps('cip-services').list)}?limit=50`, { token: adminToken }))
      .data as Service[];
    const airportOf = async (s: Service) =>
      (await ok(pathOf(catalogOps('airports').get, { id: s.airport_id }), { token: adminToken })).data as Airport;
    let service: Service | undefined;
    let terminals: Airport['terminals'] = [];
    for (const s of services) {
      terminals = (await airportOf(s)).terminals;
      if (terminals.length >= 2) {
        service = s;
        break;
      }
    }
    if (!service) throw new Error('no demo CIP service at an airport with two terminals');
    const other = terminals.find((t) => t.id !== service.terminal_id)!;

    const desk = await openPage(WIDTHS.desktop);
    await signInOnPage(desk.page, await newStaff('editor'), `#/cip-services/${service.id}`);
    // The terminal is a list of the airport's terminals by name (and "none"), not an id to type.
    const terminal = desk.page.getByRole('combobox', { name: 'ترمینال', exact: true });
    await terminal.waitFor({ timeout: 30_000 });
    await terminal.click();
    const options = (await desk.page.getByRole('option').allInnerTexts()).map((t) => t.trim());
    expect(options).toEqual(expect.arrayContaining([...terminals.map((t) => t.title), 'بدون ترمینال مشخص']));
    await desk.page.getByRole('option', { name: other.title, exact: true }).click();
    await shot(desk.page, 'cip-service-terminal-1280');
    await desk.page.getByRole('button', { name: 'ذخیره' }).click();
    await desk.page.waitForURL('**/admin#/cip-services', { timeout: 30_000 });
    const saved = (await ok(pathOf(catalogOps('cip-services').get, { id: service.id }), { token: adminToken }))
      .data as Service;
    expect(saved.terminal_id).toBe(other.id);

    // A product's unit of sale is picked by its name too.
    const product = (await ok(pathOf(catalogOps('products').get, { id: 1 }), { token: adminToken })).data as {
      unit_id: number | null;
    };
    const units = (await ok(`${pathOf(api.listUnits)}?limit=50`)).data as { id: number; title: string }[];
    await desk.page.goto(`${webUrl()}/admin#/products/1`);
    const unit = desk.page.getByRole('combobox', { name: 'واحد فروش' });
    await unit.waitFor({ timeout: 30_000 });
    const shown = units.find((u) => u.id === product.unit_id)?.title;
    expect(shown, 'the demo product 1 has a unit').toBeTruthy();
    // Its name, with its number after it as every picker writes it («عدد (۱)»).
    await expect.poll(() => unit.inputValue(), { timeout: 15_000 }).toMatch(new RegExp(`^${shown} \\(`));
    await desk.close();
  }, 240_000);

  it('an editor adds Kashan to the courier’s cities by name and the checkout then offers it there (1280px, 360px)', async () => {
    type Transmit = { id: number; title: string; city_ids: number[] | null; province_ids: number[] | null };
    const transmits = (await ok(`${pathOf(catalogOps('transmits').list)}?limit=50`, { token: adminToken }))
      .data as Transmit[];
    const courier = transmits.find((t) => t.title.startsWith('پیک فوری'));
    if (!courier) throw new Error('no demo courier');
    const kashan = (await ok(`${pathOf(api.listCities)}?search_text=${encodeURIComponent('کاشان')}&limit=5`)).data.find(
      (c: { title: string }) => c.title === 'کاشان',
    ) as { id: number };
    const served = async () =>
      ((await ok(`${pathOf(api.listTransmits)}?city_id=${kashan.id}`)).data as Transmit[]).map((t) => t.id);
    expect(await served()).not.toContain(courier.id);

    const desk = await openPage(WIDTHS.desktop);
    await signInOnPage(desk.page, await newStaff('editor'), `#/transmits/${courier.id}`);
    // Its cities are names picked from a searched list (Tehran and Karaj already there), never ids.
    const cities = desk.page.getByRole('combobox', { name: 'شهرهای تحت پوشش' });
    await cities.waitFor({ timeout: 30_000 });
    await desk.page.getByRole('button', { name: /^کرج/ }).waitFor({ timeout: 15_000 });
    await cities.fill('کاشا');
    await desk.page.getByRole('option', { name: /^کاشان/ }).click();
    await shot(desk.page, 'transmit-coverage-1280');
    await expectNoSeriousA11yViolations(desk.page);
    await desk.page.setViewportSize(WIDTHS.phone);
    await shot(desk.page, 'transmit-coverage-360');
    // (a phone's form saves from its bottom bar's icon; the wide form's named button is pressed)
    await desk.page.setViewportSize(WIDTHS.desktop);
    await desk.page.getByRole('button', { name: 'ذخیره' }).click();
    await desk.page.waitForURL('**/admin#/transmits', { timeout: 30_000 });
    await expect.poll(served, { timeout: 15_000 }).toContain(courier.id);
    // Back as it was for the other tests.
    await ok(pathOf(catalogOps('transmits').update, { id: courier.id }), {
      method: 'PUT',
      token: adminToken,
      body: { city_ids: courier.city_ids, province_ids: courier.province_ids },
    });
    await desk.close();
  }, 240_000);

  it('every screen an admin opens is Persian, right to left and passes axe (1280px)', async () => {
    const { page, errors, close } = await openPage(WIDTHS.desktop);
    await page.goto(`${webUrl()}/admin`);
    await page.locator('input[name="totp_code"]').waitFor({ timeout: 30_000 });
    await shot(page, 'signin-1280');
    await expectNoSeriousA11yViolations(page);
    await signInOnPage(page, await newStaff('admin'));
    const screens = [
      ['dashboard', ''],
      ['cip-bookings', '#/cip-bookings'],
      ['checkin', '#/checkin'],
      ['credit-requests', '#/credit-requests'],
      ['adjustments', '#/adjustments'],
      ['refunds', '#/refunds'],
      ['reconciliation', '#/reconciliation'],
      ['payments', '#/payments'],
      ['tickets', '#/tickets'],
      ['reviews', '#/reviews'],
      ['store-orders', '#/store-orders'],
      ['stock', '#/stock'],
      ['staff', '#/staff'],
      ['staff-create', '#/staff/create'],
      ['audit', '#/audit'],
      ['brands', '#/brands'],
      ['cip-tariffs', '#/cip-tariffs'],
      ['brand-edit', '#/brands/1'],
      ['product-create', '#/products/create'],
    ] as const;
    for (const [name, hash] of screens) {
      await page.goto(`${webUrl()}/admin${hash}`);
      // A list (with rows or none), react-admin's empty page, a form, a page heading or the chart.
      await page
        .locator('.RaList-main, .RaEmpty-message, main h1, main form, main [role="img"]')
        .first()
        .waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await shot(page, `${name}-1280`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectNoSeriousA11yViolations(page);
    }
    expect(errors).toEqual([]);
    await close();
  }, 600_000);
});
