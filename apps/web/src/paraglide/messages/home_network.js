/* eslint-disable */
import { message } from "../runtime.js";

export const home_network = /* @__PURE__ */ message("home_network", (i) => {
return (`Professional Network`)
});
