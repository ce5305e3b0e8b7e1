export * from "./auth.ts";
export * from "./app.ts";
export * from "./wallet.ts";
export * from "./rooms.ts";
export * from "./notifications.ts";
export * from "./records.ts";
export * from "./messages.ts";
export * from "./realtime.ts";
