/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: "financial" | "legal" | "medical" | "tech" }} Term_Todays_SessionsInputs */

const en_term_todays_sessions = /** @type {(inputs: Term_Todays_SessionsInputs) => LocalizedString} */ (i) => {
	if (i?.category === "medical") return /** @type {LocalizedString} */ (`today's consultations`);
	if (i?.category === "legal") return /** @type {LocalizedString} */ (`today's sessions`);
	if (i?.category === "financial") return /** @type {LocalizedString} */ (`today's meetings`);
	if (i?.category === "tech") return /** @type {LocalizedString} */ (`today's sessions`);
	return /** @type {LocalizedString} */ ("term_todays_sessions");
};

const hi_term_todays_sessions = /** @type {(inputs: Term_Todays_SessionsInputs) => LocalizedString} */ (i) => {
	if (i?.category === "medical") return /** @type {LocalizedString} */ (`आज के परामर्श`);
	if (i?.category === "legal") return /** @type {LocalizedString} */ (`आज के सत्र`);
	if (i?.category === "financial") return /** @type {LocalizedString} */ (`आज की मीटिंग`);
	if (i?.category === "tech") return /** @type {LocalizedString} */ (`आज के सत्र`);
	return /** @type {LocalizedString} */ ("term_todays_sessions");
};

/**
* | category | output |
* | --- | --- |
* | "medical" | "today's consultations" |
* | "legal" | "today's sessions" |
* | "financial" | "today's meetings" |
* | "tech" | "today's sessions" |
*
* @param {Term_Todays_SessionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const term_todays_sessions = /** @type {((inputs: Term_Todays_SessionsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Term_Todays_SessionsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_term_todays_sessions(inputs)
	return en_term_todays_sessions(inputs)
});