/* eslint-disable */
import { message } from "../runtime.js";

export const messages_not_found_description = /* @__PURE__ */ message("messages_not_found_description", (i) => {
return (`This conversation does not exist, or it is not yours.`)
});
