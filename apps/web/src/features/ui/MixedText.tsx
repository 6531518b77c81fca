import { ARABIC_INDIC_DIGITS, bidiRuns, toLatinDigits } from '@vip/domain';
import { useLocale } from 'next-intl';
import styles from './text.module.css';

/**
 * Text of the catalogue or content shown in the RTL page: Latin runs (model and brand names) isolated in `<bdi>` so
 * they keep their order, other digits Persian (issue #16). Renders on the server and in client components alike.
 * Mixed text is one `<span>`: inside a flex container (buttons, header links) loose runs would each become a flex
 * item and lose the spaces between them ("رزروCIP").
 */
// A reference or tracking code inside a sentence ("پرداخت سفارش 74380136"): five digits or more.
const CODE = /(\b[0-9]{5,}\b)/;

const toArabicIndic = (text: string) => toLatinDigits(text).replace(/[0-9]/g, (d) => ARABIC_INDIC_DIGITS[Number(d)]);

/**
 * With `codes`, long digit runs are codes (order references, tracking numbers): they stay Latin and LTR in their own
 * `<bdi dir="ltr">`, as mobiles and e-mails do, instead of turning Persian.
 */
export function MixedText({ children, codes }: { children: string | null | undefined; codes?: boolean }) {
  const locale = useLocale();
  if (!children) return null;
  // An English page is left to right with Latin digits: nothing to isolate or convert.
  if (locale === 'en') return children;
  if (codes && CODE.test(children))
    return (
      <span>
        {children.split(CODE).map((piece, i) =>
          i % 2 ? (
            <bdi key={i} dir="ltr">
              {piece}
            </bdi>
          ) : (
            <MixedText key={i}>{piece}</MixedText>
          ),
        )}
      </span>
    );
  // In Arabic the runs are isolated the same way, with Arabic-Indic digits in place of Persian ones.
  const runs = bidiRuns(children).map((run) =>
    locale === 'ar' && !run.latin ? { ...run, text: toArabicIndic(run.text) } : run,
  );
  if (runs.length === 1 && !runs[0].latin) return runs[0].text;
  return (
    <span>
      {runs.map((run, i) =>
        run.latin ? (
          <bdi key={i} dir="ltr" className={styles.latin}>
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </span>
  );
}
