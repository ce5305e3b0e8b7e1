export * from "./auth.ts";
export * from "./app.ts";
