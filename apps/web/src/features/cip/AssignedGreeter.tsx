import type { Voucher } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';

type Greeter = Voucher['flights'][number]['reservations'][number]['greeter'];

/** The desk's greeter on the voucher, beside the meeting point: «خوشامدگوی شما: نام (۰۹۱۲…)», the number callable. */
export function AssignedGreeter({ greeter, className }: { greeter?: Greeter; className?: string }) {
  const t = useTranslations('flightStatus');
  const fmt = useFormat();
  if (!greeter) return null;
  return (
    <p className={className} data-testid="voucher-greeter">
      {t.rich('greeter', {
        name: greeter.name,
        tel: () => (
          <a href={`tel:${greeter.mobile}`} dir="ltr">
            {fmt.digits(greeter.mobile)}
          </a>
        ),
      })}
    </p>
  );
}
