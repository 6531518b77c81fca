import type { ReactNode } from 'react';
import s from './wizard.module.css';

const ALERT_ICONS = {
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
} as const;

/** MUI's standard Alert in plain HTML (the wizard's first step loads no MUI). */
export function PlainAlert({
  severity,
  children,
  role,
  testId,
}: {
  severity: keyof typeof ALERT_ICONS;
  children: ReactNode;
  role?: 'alert';
  testId?: string;
}) {
  return (
    <div className={`${s.alert} ${s[severity]}`} role={role} data-testid={testId}>
      <span className={s.alertIcon}>
        <svg viewBox="0 0 24 24" width={22} height={22} fill="currentColor" aria-hidden="true" focusable="false">
          <path d={ALERT_ICONS[severity]} />
        </svg>
      </span>
      <div>{children}</div>
    </div>
  );
}

/** MUI's CircularProgress in plain CSS, named for screen readers. */
export function Spinner({ label, large }: { label: string; large?: boolean }) {
  return <span role="progressbar" aria-label={label} className={`${s.spinner} ${large ? s.spinnerLarge : ''}`} />;
}
