'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api, type DiscountCodeInfo } from '@vip/contract';
import type { CartItem } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { type FormEvent, useState } from 'react';
import { useMemberCall } from '@/features/auth/use-member-api';
import { LtrField } from '@/features/member/fields';
import { ApiClientError } from '@/lib/api-client';

/** The basket as the discount check reads it: `12:2,40:1`. */
export const basketQuery = (items: readonly CartItem[]) => items.map((i) => `${i.id}:${i.quantity}`).join(',');

/**
 * Discount step: a code is checked for this member against this basket and the codes already added before it is
 * added, so the member sees at once why a code does not apply (unknown, expired, used up, minimum basket, not for
 * these items, first purchase only, their own limit, does not combine). The server checks them again in its bill.
 */
export function DiscountStep({
  items,
  codes,
  onAdd,
  onRemove,
}: {
  items: readonly CartItem[];
  codes: readonly string[];
  onAdd(code: string): void;
  onRemove(code: string): void;
}) {
  const t = useTranslations('checkout');
  const fmt = useFormat();
  const memberCall = useMemberCall();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const check = async (e: FormEvent) => {
    e.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted) return setResult({ ok: false, text: t('enterCode') });
    if (codes.includes(wanted)) return setResult({ ok: false, text: t('codeAlreadyAdded') });
    setChecking(true);
    try {
      const { data } = await memberCall(api.checkDiscountCode, {
        params: { code: wanted },
        query: { items: basketQuery(items), ...(codes.length ? { codes: codes.join(',') } : {}) },
      });
      setResult(describe(data));
      if (data.valid) {
        onAdd(data.code);
        setCode('');
      }
    } catch (err) {
      setResult({ ok: false, text: err instanceof ApiClientError ? err.message : t('checkFailed') });
    } finally {
      setChecking(false);
    }
  };

  const describe = (d: DiscountCodeInfo) =>
    d.valid
      ? { ok: true, text: t('codeApplied', { title: d.title, amount: fmt.toman(d.discount_amount) }) }
      : { ok: false, text: d.reason ?? t('codeInvalid') };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('discountTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('discountHint')}
      </Typography>
      <Box component="form" onSubmit={check} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <LtrField
          label={t('discountCode')}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setResult(null);
          }}
          maxLength={40}
          autoComplete="off"
          size="small"
          sx={{ maxWidth: 260 }}
        />
        <Button type="submit" variant="outlined" loading={checking} sx={{ flexShrink: 0, minHeight: 40 }}>
          {t('applyCode')}
        </Button>
      </Box>
      <Typography
        role="status"
        aria-live="polite"
        data-testid="discount-result"
        color={result?.ok ? 'success.dark' : 'error'}
        sx={{ mt: 1, minHeight: '1.5em' }}
      >
        {result?.text}
      </Typography>
      {codes.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }} aria-label={t('addedCodes')} role="list">
          {codes.map((c) => (
            <Chip
              key={c}
              role="listitem"
              label={<bdi>{c}</bdi>}
              onDelete={() => onRemove(c)}
              title={t('removeCode', { code: c })}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
