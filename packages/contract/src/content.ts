import { z } from 'zod';
import { latinDigits, MAX_INT32 } from './common';

/** An image of a content item (news, article, album, CMS box): absolute WebP URL of the ~640px variant, its size and
 * a `srcset` of every stored width (320/640/1024). */
export const contentImage = z.object({
  url: z.string(),
  /** Persian alternative text. */
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcset: z.string(),
});
export type ContentImage = z.infer<typeof contentImage>;

/** An optional non-negative integer query parameter (Persian digits accepted). */
export const queryInt = z.preprocess(latinDigits, z.coerce.number().int().min(0).max(MAX_INT32));
