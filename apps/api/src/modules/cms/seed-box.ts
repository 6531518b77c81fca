import type { cmsBoxes } from './schema';

/** A box as seeded: its picture is drawn from `alt` at `size`. */
export type SeedBox = Omit<typeof cmsBoxes.$inferInsert, 'id' | 'pageId' | 'priority' | 'lang'> & {
  alt?: string;
  size?: [number, number];
};
