'use client';

import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { api, type CaptchaBody } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { useApi } from '@/lib/api-client';
import { LtrField } from './fields';

/** The §7 image options: 100×50, black on white, Arial, template 0, 4 characters, letter-case mode 1. */
const CAPTCHA_OPTIONS: CaptchaBody = {
  image_options: { width: 100, height: 50, font_color: 'black', background_color: 'white', font: 'Arial' },
  image_template: 0,
  code_length: 4,
  letter_drawing_case_mode: 1,
};

function clientKey() {
  return `web-${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;
}

export interface CaptchaState {
  /** Shown once the API asked for it. */
  active: boolean;
  image: string | null;
  captchaId: string | null;
  value: string;
  loading: boolean;
  failed: boolean;
  setValue: (v: string) => void;
  /** Shows the captcha (first time) or fetches a fresh image (answers work once). */
  reload: () => Promise<void>;
  /** Hides it again (the API no longer needs it). */
  reset: () => void;
  /** `captcha_id` + `captcha_value` for the guarded call, when shown. */
  fields: () => { captcha_id?: string; captcha_value?: string };
}

/** State of the §7 captcha shown when the API asks for it (api.createCaptcha). */
export function useCaptcha(): CaptchaState {
  const callApi = useApi();
  const key = useRef<string>(null);
  const [active, setActive] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    key.current ??= clientKey();
    setActive(true);
    setLoading(true);
    setFailed(false);
    setValue('');
    try {
      const r = await callApi(api.createCaptcha, { params: { id: key.current }, body: CAPTCHA_OPTIONS });
      setImage(r.data.image);
      setCaptchaId(r.data.captcha_id);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [callApi]);

  const reset = useCallback(() => {
    setActive(false);
    setImage(null);
    setCaptchaId(null);
    setValue('');
  }, []);

  const fields = useCallback(
    () => (active && captchaId ? { captcha_id: captchaId, captcha_value: value.trim() } : {}),
    [active, captchaId, value],
  );

  return { active, image, captchaId, value, loading, failed, setValue, reload, reset, fields };
}

/** The captcha image with a reload button and the answer field (LTR). */
export function CaptchaBox({ captcha, disabled }: { captcha: CaptchaState; disabled?: boolean }) {
  const t = useTranslations('member');
  if (!captcha.active) return null;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, mb: 2 }}
      data-testid="captcha"
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5, fontWeight: 700 }}>
        {t('captchaTitle')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Box
          sx={{
            width: 100,
            height: 50,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'common.white',
            flexShrink: 0,
          }}
        >
          {captcha.image && !captcha.loading ? (
            // biome-ignore lint/performance/noImgElement: a data: URL from the API; next/image adds nothing here
            <img src={captcha.image} alt={t('captchaAlt')} width={100} height={50} style={{ display: 'block' }} />
          ) : (
            <Skeleton variant="rectangular" width={100} height={50} />
          )}
        </Box>
        <IconButton onClick={() => void captcha.reload()} aria-label={t('captchaReload')} disabled={captcha.loading}>
          <Refresh />
        </IconButton>
        {captcha.failed && (
          <Typography variant="body2" color="error" role="alert">
            {t('captchaLoadFailed')}
          </Typography>
        )}
      </Box>
      <LtrField
        label={t('captchaLabel')}
        value={captcha.value}
        onChange={(e) => captcha.setValue(e.target.value)}
        autoComplete="off"
        maxLength={8}
        required
        disabled={disabled}
        helperText={t('captchaHelp')}
        name="captcha"
      />
    </Box>
  );
}
