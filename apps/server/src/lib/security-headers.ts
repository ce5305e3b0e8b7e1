import { secureHeaders } from "hono/secure-headers";

/** What Razorpay Checkout loads: its script, and its payment frame (which talks to its API). */
export const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
const RAZORPAY_SOURCES = { script: ["https://checkout.razorpay.com"], frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"] };

/**
 * Security headers for every response. The built app has no inline scripts, so scripts are 'self'
 * only; inline style attributes are allowed because Radix and sonner position elements with them.
 * With Razorpay configured (`razorpay`), its checkout script and frames are allowed too, and only then.
 */
export function securityHeaders(options: { https: boolean; connectSrc?: string[]; razorpay?: boolean }) {
  const razorpay = options.razorpay ?? false;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(razorpay ? RAZORPAY_SOURCES.script : [])],
      ...(razorpay ? { frameSrc: RAZORPAY_SOURCES.frame } : {}),
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...(options.connectSrc ?? [])],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    permissionsPolicy: {
      camera: ["self"],
      microphone: ["self"],
      geolocation: [],
      payment: [],
    },
  });
}
