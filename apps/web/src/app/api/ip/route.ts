import { headers } from 'next/headers';
import { clientIpFrom } from '@/lib/client-ip';

/** GET /api/ip → `{ ip }` of the caller as the site sees it (§7); empty when unknown. */
export async function GET() {
  return Response.json({ ip: clientIpFrom(await headers()) }, { headers: { 'cache-control': 'no-store' } });
}
