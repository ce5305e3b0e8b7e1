/**
 * Where the server may send a push. The endpoint comes from a browser, i.e. from anyone, and the
 * server makes a request to it: only the browsers' own push services are allowed, so an account
 * cannot point the server at an address inside our network. Outside production a loopback address
 * is allowed too, for the tests' stand-in push service.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com", // Chrome, Edge on Android, Samsung Internet, Opera
  "updates.push.services.mozilla.com", // Firefox
  "push.services.mozilla.com",
  "notify.windows.com", // Edge on Windows (wns2-*.notify.windows.com)
  "push.apple.com", // Safari (web.push.apple.com)
];

export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!production && (url.hostname === "127.0.0.1" || url.hostname === "localhost") && /^https?:$/.test(url.protocol)) return true;
  if (url.protocol !== "https:" || url.port !== "" || url.username || url.password) return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
