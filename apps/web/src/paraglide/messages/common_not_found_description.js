/* eslint-disable */
import { message } from "../runtime.js";

export const common_not_found_description = /* @__PURE__ */ message("common_not_found_description", (i) => {
return (`The page you are looking for does not exist or has moved.`)
});
