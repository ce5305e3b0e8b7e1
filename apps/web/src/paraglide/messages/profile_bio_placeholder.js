/* eslint-disable */
import { message } from "../runtime.js";

export const profile_bio_placeholder = /* @__PURE__ */ message("profile_bio_placeholder", (i) => {
return (`Tell people about yourself`)
});
