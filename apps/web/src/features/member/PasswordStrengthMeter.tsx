'use client';

import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, PasswordLevel, passwordStrength } from '@vip/domain';
import { useDomainLabels } from '@/features/ui/domain-labels';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';

const COLORS = ['error', 'error', 'error', 'warning', 'success', 'success'] as const;

/** §5 password strength (0–5) as a bar, its name in the reader's language, and which of the five points are still missing. */
export function PasswordStrengthMeter({
  password,
  level = PasswordLevel.MEDIUM,
}: {
  password: string;
  level?: PasswordLevel;
}) {
  const t = useTranslations('member');
  const fmt = useFormat();
  const { PASSWORD_STRENGTH_LABELS } = useDomainLabels();
  const score = passwordStrength(password, level);
  const rules = [
    { key: 'lower', ok: /[a-z]/.test(password), label: t('ruleLower') },
    { key: 'upper', ok: /[A-Z]/.test(password), label: t('ruleUpper') },
    { key: 'digit', ok: /[0-9\u06F0-\u06F9\u0660-\u0669]/.test(password), label: t('ruleDigit') },
    {
      key: 'special',
      ok: /[$@#&!]/.test(password),
      label: t.rich('ruleSpecial', {
        chars: PASSWORD_SPECIAL_CHARACTERS,
        b: (chunks) => (
          <bdi dir="ltr" style={{ whiteSpace: 'nowrap', letterSpacing: '0.1em' }}>
            {chunks}
          </bdi>
        ),
      }),
    },
    {
      key: 'length',
      ok: [...password].length >= PASSWORD_MIN_LENGTH[level],
      label: t('ruleLength', { count: fmt.digits(PASSWORD_MIN_LENGTH[level]) }),
    },
  ];
  return (
    <Box sx={{ mb: 2 }} data-testid="password-strength">
      <LinearProgress
        variant="determinate"
        value={(score / 5) * 100}
        color={COLORS[score]}
        aria-label={t('strengthMeter')}
        aria-valuetext={PASSWORD_STRENGTH_LABELS[score]}
        sx={{ height: 6, borderRadius: 3, mb: 0.75 }}
      />
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }} aria-live="polite">
        {t('strength', { label: PASSWORD_STRENGTH_LABELS[score] })}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.25 }}
      >
        {rules.map((r) => (
          <Box
            component="li"
            key={r.key}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              fontSize: '0.8rem',
              color: r.ok ? 'success.dark' : 'text.secondary',
            }}
          >
            {r.ok ? (
              <CheckCircle sx={{ fontSize: 16 }} titleAccess={t('ruleMet')} />
            ) : (
              <RadioButtonUnchecked sx={{ fontSize: 16 }} titleAccess={t('ruleMissing')} />
            )}
            <span>{r.label}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
