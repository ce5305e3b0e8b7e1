/**
 * The app's toasts: sonner's `toast`, with sonner fetched when the first toast is made rather than
 * in the first load of the page that may make it. Each call asks for the toast host (the host shows
 * toasts made before it mounted).
 */
import type { toast as sonnerToast } from "sonner";
import { wantToaster } from "./deferred-toaster.tsx";

type SonnerToast = typeof sonnerToast;

const show =
  <K extends "success" | "error" | "info">(kind: K) =>
  (...args: Parameters<SonnerToast[K]>): void => {
    wantToaster();
    void import("sonner").then(({ toast }) => (toast[kind] as (...a: Parameters<SonnerToast[K]>) => unknown)(...args));
  };

function plain(...args: Parameters<SonnerToast>): void {
  wantToaster();
  void import("sonner").then(({ toast }) => toast(...args));
}

export const toast = Object.assign(plain, { success: show("success"), error: show("error"), info: show("info") });
