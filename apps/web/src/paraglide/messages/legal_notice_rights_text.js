/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_rights_text = /* @__PURE__ */ message("legal_notice_rights_text", (i) => {
return (`You may ask for a summary of your data, have it corrected, have it erased (Account and Data Deletion), have a grievance addressed, and nominate someone to act for you.`)
});
