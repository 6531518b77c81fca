/** The caller's IP from proxy headers (first X-Forwarded-For hop, then X-Real-IP); '' when unknown. */
export function clientIpFrom(h: Pick<Headers, 'get'>): string {
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || h.get('x-real-ip')?.trim() || '';
}
