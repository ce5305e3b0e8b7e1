/** Text rules every schema shares with the database. */

/**
 * Length as PostgreSQL's char_length counts it (code points, so an emoji is one), which is what the
 * database's checks use; counting UTF-16 units would let a few strings past zod that it refuses.
 */
export const charCount = (value: string): number => [...value].length;

/** PostgreSQL text cannot hold NUL; dropping it keeps such input a 4xx instead of a driver error. */
export const stripNul = (value: string): string => value.replaceAll("\u0000", "");
