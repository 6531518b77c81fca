import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatToman, toPersianDigits } from '@vip/domain';
import { getTranslations } from 'next-intl/server';
import { visuallyHidden } from '@/features/ui/visuallyHidden';

/** Price in Toman (Persian digits) with the old price struck through and the discount percent. */
export async function Price({
  price,
  oldPrice,
  size = 'md',
}: {
  price: number;
  oldPrice: number | null;
  size?: 'md' | 'lg';
}) {
  const t = await getTranslations('catalog');
  const discount = oldPrice && oldPrice > price ? Math.round(((oldPrice - price) / oldPrice) * 100) : 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: size === 'lg' ? '1.5rem' : '1.05rem', color: 'text.primary' }}
        data-testid="price"
      >
        {formatToman(price)}
      </Typography>
      {discount > 0 && oldPrice && (
        <>
          <Typography component="s" variant="body2" color="text.secondary">
            <Box component="span" sx={visuallyHidden}>
              {t('oldPrice')}{' '}
            </Box>
            {formatToman(oldPrice)}
          </Typography>
          <Typography
            component="span"
            variant="caption"
            sx={{ bgcolor: '#b3261e', color: '#fff', px: 0.75, borderRadius: 1, fontWeight: 700 }}
          >
            {t('discount', { n: toPersianDigits(discount) })}
          </Typography>
        </>
      )}
    </Box>
  );
}
