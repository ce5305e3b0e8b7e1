export * from "./auth.ts";
export * from "./app.ts";
export * from "./wallet.ts";
export * from "./rooms.ts";
export * from "./messages.ts";
