import { bidiRuns } from '@vip/domain';

/**
 * Text of the catalogue or content shown in the RTL page: Latin runs (model and brand names) isolated in `<bdi>` so
 * they keep their order, other digits Persian (issue #16). Renders on the server and in client components alike.
 */
export function MixedText({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <>
      {bidiRuns(children).map((run, i) =>
        run.latin ? (
          <bdi key={i} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
