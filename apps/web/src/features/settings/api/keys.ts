/** The settings feature's query keys (Web Push on this device). */
export const settingsKeys = {
  pushConfig: ["push", "config"] as const,
  devicePush: ["push", "device"] as const,
};
