/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_description = /* @__PURE__ */ message("deletion_description", (i) => {
return (`Ask us to delete your account and the personal data we hold about you.`)
});
