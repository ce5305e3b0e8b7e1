/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_intro = /* @__PURE__ */ message("concerns_intro", (i) => {
return (`Tell our Grievance Officer what went wrong. We acknowledge every concern by e-mail at once; you can follow our answer and reply under My concerns.`)
});
