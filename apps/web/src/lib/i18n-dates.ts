/**
 * Booking dates and times in the app's language (docs/i18n.md), beside lib/i18n.tsx so that only
 * the screens that show them carry them (the shell's first load stays as it was).
 */
import type { Locale } from "@expertconnect/shared/i18n";
import { formatBookingDate, formatBookingTime, formatRelative, formatSlotDay, istSlot } from "@/lib/format.ts";

// Booking dates and times, in the app's language. English keeps its product formats (lib/format.ts:
// "Jan 05, 2027", "10:00 AM", "Today, 05:30 PM", "5 minutes ago"); Hindi is written out the same way
// (no Intl on the first render): "5 जनवरी 2027", "सुबह 10:00", "आज, शाम 5:30", "5 मिनट पहले".
const HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];

function hiDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${HI_MONTHS[month - 1]} ${year}`;
}

/** 'Jan 05, 2027' / '5 जनवरी 2027' (IST). */
export function formatDate(value: Date | string, locale: Locale): string {
  return locale === "hi" ? hiDay(istSlot(value).date) : formatBookingDate(value);
}

/** '10:00 AM' / 'सुबह 10:00' (IST): the part of the day names the hour, as people say it. */
export function formatTime(value: Date | string, locale: Locale): string {
  return locale === "hi" ? formatClock(istSlot(value).time, locale) : formatBookingTime(value);
}

/** A slot's 24-hour "HH:mm" as it is shown: '10:00 AM' / 'सुबह 10:00'. */
export function formatClock(time: string, locale: Locale): string {
  const [hours = "0", minutes = "00"] = time.split(":");
  const h = Number(hours);
  if (locale !== "hi") return `${String(h % 12 || 12).padStart(2, "0")}:${minutes} ${h < 12 ? "AM" : "PM"}`;
  const part = h < 4 ? "रात" : h < 12 ? "सुबह" : h < 16 ? "दोपहर" : h < 20 ? "शाम" : "रात";
  return `${part} ${h % 12 || 12}:${minutes}`;
}

/** A slot's day: 'Today' / 'आज', 'Tomorrow' / 'कल', else 'Jan 09' / '9 जनवरी' (IST). */
export function formatDay(value: Date | string, locale: Locale, now: number = Date.now()): string {
  if (locale !== "hi") return formatSlotDay(value, now).split(", ")[0]!;
  const day = istSlot(value).date;
  if (day === istSlot(new Date(now)).date) return "आज";
  if (day === istSlot(new Date(now + 86_400_000)).date) return "कल";
  return hiDay(day).replace(/ \d+$/, "");
}

/** 'Today, 05:30 PM' / 'आज, शाम 5:30'. */
export function formatSlot(value: Date | string, locale: Locale, now: number = Date.now()): string {
  return `${formatDay(value, locale, now)}, ${formatTime(value, locale)}`;
}

const HI_UNITS: Record<string, [string, string]> = {
  second: ["सेकंड", "सेकंड"],
  minute: ["मिनट", "मिनट"],
  hour: ["घंटा", "घंटे"],
  day: ["दिन", "दिन"],
  month: ["महीना", "महीने"],
  year: ["साल", "साल"],
};

/** '5 minutes ago' / '5 मिनट पहले', 'in 3 hours' / '3 घंटे में' (the units of lib/format.ts). */
export function formatAgo(value: Date | string, locale: Locale, now: number = Date.now()): string {
  const english = formatRelative(value, now);
  if (locale !== "hi") return english;
  const [, count, unit] = /(\d+) (\w+?)s?\b/.exec(english) ?? [];
  const forms = HI_UNITS[unit ?? ""];
  if (!forms) return english;
  // After में the noun takes its oblique form (1 घंटे में); before पहले one is singular (1 घंटा पहले).
  if (english.startsWith("in ")) return `${count} ${forms[1]} में`;
  return `${count} ${Number(count) === 1 ? forms[0] : forms[1]} पहले`;
}
