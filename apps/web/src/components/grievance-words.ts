import type { GrievanceStatus, GrievanceSubject } from "@expertconnect/shared/messages/grievances";
import { m } from "@/paraglide/messages.js";

/** What a concern is about, in the app's language (the English words are the e-mails' own: shared/messages/grievances.ts). */
const SUBJECTS: Record<GrievanceSubject, () => string> = {
  privacy: m.concerns_subject_privacy,
  payment: m.concerns_subject_payment,
  consultation: m.concerns_subject_consultation,
  account: m.concerns_subject_account,
  other: m.concerns_subject_other,
};

const STATUSES: Record<GrievanceStatus, () => string> = {
  open: m.concerns_status_open,
  answered: m.concerns_status_answered,
  closed: m.concerns_status_closed,
};

export const grievanceSubjectWords = (subject: GrievanceSubject) => SUBJECTS[subject]();
export const grievanceStatusWords = (status: GrievanceStatus) => STATUSES[status]();
