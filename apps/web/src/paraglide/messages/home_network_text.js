/* eslint-disable */
import { message } from "../runtime.js";

export const home_network_text = /* @__PURE__ */ message("home_network_text", (i) => {
return (`Find and connect with verified ${i?.experts}`)
});
