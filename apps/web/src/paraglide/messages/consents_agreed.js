/* eslint-disable */
import { message } from "../runtime.js";

export const consents_agreed = /* @__PURE__ */ message("consents_agreed", (i) => {
return (`You agreed to the privacy notice (version ${i?.version}) on ${i?.date}. `)
});
