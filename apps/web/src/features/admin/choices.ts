/** A label map (`{code: 'label'}`) as react-admin's choices. */
export function choicesOf(labels: Record<string | number, string>): { id: string; name: string }[] {
  return Object.entries(labels).map(([id, name]) => ({ id, name }));
}

/** Local hours 0–23 as choices with Persian digits. */
export const HOUR_CHOICES = Array.from({ length: 24 }, (_, h) => ({
  id: String(h),
  name: `${h}`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]),
}));
