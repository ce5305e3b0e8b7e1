/**
 * How this installation is set up, as the server said when it rendered the page (SsrData.site):
 * whether payments go through the built-in test provider in production, which every page then says
 * in a banner, the platform's commission, which an expert sees as its own line beside a fee, and
 * whether lawyers' and CAs' ratings are hidden.
 */
import { createContext, useContext } from "react";

export interface Site {
  /** the built-in test provider takes payments on a production server: no real money moves */
  testMode: boolean;
  /** PLATFORM_COMMISSION_PERCENT: what the platform keeps of a consultation fee */
  commissionPercent: number;
  /** LISTING_RULES=strict: lawyers' and CAs' ratings and rating sorts are hidden (docs/product.md#listing-rules) */
  strictListings: boolean;
}

export const DEFAULT_SITE: Site = { testMode: false, commissionPercent: 0, strictListings: false };

const SiteContext = createContext<Site>(DEFAULT_SITE);

export const SiteProvider = SiteContext.Provider;

export const useSite = () => useContext(SiteContext);
