/** The settings toasts, word for word (docs/product.md#settings). */
export const SETTINGS_MESSAGES = {
  darkOn: "Dark mode enabled",
  darkOff: "Light mode enabled",
  pushOn: "Push notifications enabled",
  pushOff: "Push notifications disabled",
  emailOn: "Email notifications enabled",
  emailOff: "Email notifications disabled",
  comingSoon: "This feature is coming soon.",
  saveFailed: "Could not save your setting",
  savedOnDevice: "These settings are saved on this device.",
  savedToAccount: "Your settings are saved to your account and follow you to every device.",
} as const;
