/** What a server-rendered page carries for hydration, in <script type="application/json" id={SSR_DATA_ID}>. */
import type { DehydratedState } from "@tanstack/react-query";
import type { Category } from "@expertconnect/shared/categories";
import type { Locale } from "@expertconnect/shared/i18n";
import type { Site } from "@/lib/site.tsx";

export const SSR_DATA_ID = "ssr-data";

export interface SsrData {
  /** the query cache the page was rendered from */
  queries: DehydratedState;
  /** the category the page was rendered for */
  category: Category;
  /** the language the page was rendered in (lib/i18n.tsx) */
  locale: Locale;
  /** the namespaces of the messages the page shows (lib/i18n.tsx loads their Hindi before hydrating) */
  namespaces: string[];
  /** how the installation is set up (lib/site.tsx) */
  site: Site;
}
