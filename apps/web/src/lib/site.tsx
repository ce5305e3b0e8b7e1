/**
 * How this installation is set up, as the server said when it rendered the page (SsrData.site):
 * today only whether payments go through the built-in test provider in production, which every page
 * then says in a banner.
 */
import { createContext, useContext } from "react";

export interface Site {
  /** the built-in test provider takes payments on a production server: no real money moves */
  testMode: boolean;
}

export const DEFAULT_SITE: Site = { testMode: false };

const SiteContext = createContext<Site>(DEFAULT_SITE);

export const SiteProvider = SiteContext.Provider;

export const useSite = () => useContext(SiteContext);
