/* eslint-disable */
import { message } from "../runtime.js";

export const home_explore_network = /* @__PURE__ */ message("home_explore_network", (i) => {
return (`Explore Network`)
});
