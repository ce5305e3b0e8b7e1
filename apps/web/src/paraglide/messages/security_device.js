/* eslint-disable */
import { message } from "../runtime.js";

export const security_device = /* @__PURE__ */ message("security_device", (i) => {
return (`${i?.browser} on ${i?.os}`)
});
