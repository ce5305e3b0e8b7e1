/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_list_intro = /* @__PURE__ */ message("concerns_list_intro", (i) => {
return (`Concerns you raised with our Grievance Officer, and our answers.`)
});
