/* eslint-disable */
import { message } from "../runtime.js";

export const explore_availability = /* @__PURE__ */ message("explore_availability", (i) => {
return (`Availability`)
});
