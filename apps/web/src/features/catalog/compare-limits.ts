/** Products compared side by side at most (§3 productCompare). */
export const MAX_COMPARE = 4;
