import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProvider } from "./app/provider.tsx";
import { createRouter } from "./app/router.tsx";
import "./index.css";

// zod probes `new Function` for its fast path; the CSP (script-src 'self', no 'unsafe-eval') reports
// that probe as a violation even though zod catches it. Telling zod not to probe costs nothing here.
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;

const router = createRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
