/* eslint-disable */
import { message } from "../runtime.js";

export const home_intro = /* @__PURE__ */ message("home_intro", (i) => {
return (`Manage ${i?.sessions}, share knowledge and grow your network.`)
});
