import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not settle conflicts between Tailwind classes (tailwind-merge did, at
 * 8.5 KB of gzipped JavaScript on every page): components take their size, tone and shape as props
 * instead of classes that override their own, the branches of one call never set the same property,
 * and cn.test.ts fails the suite when either slips in.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
