/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_grievance_officer = /* @__PURE__ */ message("deletion_grievance_officer", (i) => {
return (`Grievance Officer, ExpertConnect`)
});
