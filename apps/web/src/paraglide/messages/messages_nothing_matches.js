/* eslint-disable */
import { message } from "../runtime.js";

export const messages_nothing_matches = /* @__PURE__ */ message("messages_nothing_matches", (i) => {
return (`Nothing matches "${i?.q}".`)
});
