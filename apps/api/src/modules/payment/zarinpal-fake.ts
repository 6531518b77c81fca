import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next calls: normally, with an error code, or not before `delayMs`. */
export interface FakeZarinpalMode {
  request: 'ok' | 'refuse' | 'hang';
  verify: 'ok' | 'fail' | 'hang';
}

/**
 * A local stand-in for Zarinpal v4 that answers like it (tests only): request.json → code 100 and an authority;
 * verify.json → 100 the first time for an authority, 101 after; `-51` when told to fail; `hang` never answers in
 * time (the client's timeout). It records every call.
 */
export async function startFakeZarinpal() {
  const mode: FakeZarinpalMode = { request: 'ok', verify: 'ok' };
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const verified = new Set<string>();
  const amounts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ path: req.url ?? '', body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.url === '/pg/v4/payment/request.json') {
        if (mode.request === 'hang') return; // never answers: the client times out
        if (mode.request === 'refuse')
          return send(400, { data: [], errors: { code: -9, message: 'The input params invalid' } });
        const authority = `A${randomBytes(17).toString('hex').slice(0, 35)}`;
        amounts.set(authority, Number(body.amount));
        return send(200, {
          data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 },
          errors: [],
        });
      }
      if (req.url === '/pg/v4/payment/verify.json') {
        if (mode.verify === 'hang') return;
        const authority = String(body.authority);
        if (mode.verify === 'fail' || amounts.get(authority) !== Number(body.amount)) {
          return send(400, {
            data: [],
            errors: { code: mode.verify === 'fail' ? -51 : -50, message: 'Session is not valid' },
          });
        }
        const code = verified.has(authority) ? 101 : 100;
        verified.add(authority);
        return send(200, {
          data: {
            code,
            message: code === 100 ? 'Paid' : 'Verified',
            card_pan: '502229******5995',
            ref_id: 201,
            fee: 0,
          },
          errors: [],
        });
      }
      send(404, { errors: { code: -404 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    mode,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
