/* eslint-disable */
import { message } from "../runtime.js";

export const explore_rated_4 = /* @__PURE__ */ message("explore_rated_4", (i) => {
return (`Rated 4 and above`)
});
