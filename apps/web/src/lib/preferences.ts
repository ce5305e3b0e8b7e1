/**
 * The settings as this device knows them, with their defaults (docs/product.md#settings): all there
 * is for a visitor, a copy of the server's for a signed-in person (lib/server-preferences.ts).
 */
import { useSyncExternalStore } from "react";

export const PREFERENCE_DEFAULTS = {
  darkMode: false,
  appointmentReminders: true,
  emailAlerts: true,
  /** videos play at DATA_SAVER_MAX_HEIGHT or lower */
  dataSaver: false,
} as const;
export type PreferenceKey = keyof typeof PREFERENCE_DEFAULTS;

const key = (name: PreferenceKey) => `ec.${name}`;
const listeners = new Set<() => void>();

export function getPreference(name: PreferenceKey): boolean {
  try {
    const raw = localStorage.getItem(key(name));
    return raw === null ? PREFERENCE_DEFAULTS[name] : raw === "true";
  } catch {
    return PREFERENCE_DEFAULTS[name];
  }
}

export function setPreference(name: PreferenceKey, value: boolean) {
  try {
    localStorage.setItem(key(name), String(value));
  } catch {
    // storage unavailable: the setting lasts for this visit
  }
  if (name === "darkMode") document.documentElement.classList.toggle("dark", value);
  listeners.forEach((l) => l());
}

export function usePreference(name: PreferenceKey): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => getPreference(name),
    () => PREFERENCE_DEFAULTS[name],
  );
}
