/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeRedirect(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || value.startsWith("/auth")) return fallback;
  return value;
}
