import { DATA_SAVER_MAX_HEIGHT } from "@expertconnect/shared/constants";

/** The settings toasts, word for word (docs/product.md#settings). */
export const SETTINGS_MESSAGES = {
  darkOn: "Dark mode enabled",
  darkOff: "Light mode enabled",
  pushOn: "Push notifications enabled",
  pushOff: "Push notifications disabled",
  emailOn: "Email notifications enabled",
  emailOff: "Email notifications disabled",
  dataSaverOn: `Data saver on: videos play at ${DATA_SAVER_MAX_HEIGHT}p or lower`,
  dataSaverOff: "Data saver off",
  comingSoon: "This feature is coming soon.",
  saveFailed: "Could not save your setting",
  savedOnDevice: "These settings are saved on this device.",
  savedToAccount: "Your settings are saved to your account and follow you to every device.",
} as const;
