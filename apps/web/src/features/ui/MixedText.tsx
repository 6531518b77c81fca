import { bidiRuns } from '@vip/domain';

/**
 * Text of the catalogue or content shown in the RTL page: Latin runs (model and brand names) isolated in `<bdi>` so
 * they keep their order, other digits Persian (issue #16). Renders on the server and in client components alike.
 * Mixed text is one `<span>`: inside a flex container (buttons, header links) loose runs would each become a flex
 * item and lose the spaces between them ("رزروCIP").
 */
export function MixedText({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  const runs = bidiRuns(children);
  if (runs.length === 1 && !runs[0].latin) return runs[0].text;
  return (
    <span>
      {runs.map((run, i) =>
        run.latin ? (
          <bdi key={i} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </span>
  );
}
