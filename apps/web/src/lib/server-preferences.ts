/**
 * The switches of a signed-in person live on the server (GET/PUT /api/preferences), so they follow
 * the person to every device; this device keeps a copy (lib/preferences.ts) so the theme is right
 * before anything loads. After sign-in the server's values replace the device's; the language too,
 * once the person has chosen one (until then the account takes this browser's).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Locale } from "@expertconnect/shared/i18n";
import type { Preferences } from "@expertconnect/shared/schemas/notifications";
import { apiClient, unwrap } from "./api-client.ts";
import { useLocale } from "./i18n.tsx";
import { useSession } from "./session.ts";
import { getPreference, setPreference, type PreferenceKey } from "./preferences.ts";
import { preferenceKeys } from "./query-keys.ts";

/** The device's name for each switch and the server's. */
const SERVER_NAME = {
  darkMode: "darkMode",
  appointmentReminders: "appointmentReminders",
  emailAlerts: "expertResponsesEmail",
  dataSaver: "dataSaver",
} as const satisfies Record<PreferenceKey, SwitchName>;
type SwitchName = Exclude<keyof Preferences, "language">;

export const preferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: preferenceKeys.mine(userId),
    queryFn: () => unwrap(apiClient.preferences.$get()),
    staleTime: 5 * 60_000,
  });

function applyToDevice(prefs: Preferences) {
  for (const [local, server] of Object.entries(SERVER_NAME) as [PreferenceKey, SwitchName][]) {
    if (getPreference(local) !== prefs[server]) setPreference(local, prefs[server]);
  }
}

/** Mounted once in the layout: brings the server's switches to this device when someone signs in. */
export function useApplyServerPreferences() {
  const { data: session } = useSession();
  const userId = session?.user.id ?? "";
  const { data } = useQuery({ ...preferencesQuery(userId), enabled: Boolean(userId) });
  const { locale, setLocale } = useLocale();
  const saveLanguage = useSaveLanguage();
  useEffect(() => {
    if (!data) return;
    applyToDevice(data);
    if (data.language) void setLocale(data.language);
    // Signed in before choosing: the account keeps the language this browser was using.
    else if (!saveLanguage.isPending) saveLanguage.mutate(locale);
    // Only a new answer from the server applies it; the device's own changes go the other way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}

/**
 * Switches the app's language at once (lib/i18n.tsx) and keeps it on the account when someone is
 * signed in (put back as it was, with the error, if the server refuses).
 */
export function useSaveLanguage() {
  const { data: session } = useSession();
  const userId = session?.user.id ?? "";
  const { locale: previous, setLocale } = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Locale) => {
      await setLocale(language);
      if (!userId) return null;
      try {
        return await unwrap(apiClient.preferences.$put({ json: { language } }));
      } catch (error) {
        await setLocale(previous);
        throw error;
      }
    },
    onSuccess: (saved) => {
      if (saved && userId) queryClient.setQueryData(preferenceKeys.mine(userId), saved);
    },
  });
}

/**
 * Changes one switch: on this device at once, and on the server when someone is signed in (put
 * back as it was, with the error, if the server refuses).
 */
export function useSavePreference() {
  const { data: session } = useSession();
  const userId = session?.user.id ?? "";
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, value }: { name: PreferenceKey; value: boolean }) => {
      setPreference(name, value);
      if (!userId) return null;
      try {
        return await unwrap(apiClient.preferences.$put({ json: { [SERVER_NAME[name]]: value } }));
      } catch (error) {
        setPreference(name, !value);
        throw error;
      }
    },
    onSuccess: (saved) => {
      if (saved && userId) queryClient.setQueryData(preferenceKeys.mine(userId), saved);
    },
  });
}
