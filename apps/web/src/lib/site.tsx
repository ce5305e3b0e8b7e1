/**
 * How this installation is set up, as the server said when it rendered the page (SsrData.site):
 * whether payments go through the built-in test provider in production, which every page then says
 * in a banner, and the platform's commission, which an expert sees as its own line beside a fee.
 */
import { createContext, useContext } from "react";

export interface Site {
  /** the built-in test provider takes payments on a production server: no real money moves */
  testMode: boolean;
  /** PLATFORM_COMMISSION_PERCENT: what the platform keeps of a consultation fee */
  commissionPercent: number;
}

export const DEFAULT_SITE: Site = { testMode: false, commissionPercent: 0 };

const SiteContext = createContext<Site>(DEFAULT_SITE);

export const SiteProvider = SiteContext.Provider;

export const useSite = () => useContext(SiteContext);
