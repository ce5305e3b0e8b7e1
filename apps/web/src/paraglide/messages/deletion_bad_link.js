/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_bad_link = /* @__PURE__ */ message("deletion_bad_link", (i) => {
return (`This confirmation link is not valid. Ask for the deletion again from the account deletion page.`)
});
