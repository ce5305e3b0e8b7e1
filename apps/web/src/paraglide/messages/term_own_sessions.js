/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: "financial" | "legal" | "medical" | "tech" }} Term_Own_SessionsInputs */

const en_term_own_sessions = /** @type {(inputs: Term_Own_SessionsInputs) => LocalizedString} */ (i) => {
	if (i?.category === "medical") return /** @type {LocalizedString} */ (`your consultations`);
	if (i?.category === "legal") return /** @type {LocalizedString} */ (`your sessions`);
	if (i?.category === "financial") return /** @type {LocalizedString} */ (`your meetings`);
	if (i?.category === "tech") return /** @type {LocalizedString} */ (`your sessions`);
	return /** @type {LocalizedString} */ ("term_own_sessions");
};

const hi_term_own_sessions = /** @type {(inputs: Term_Own_SessionsInputs) => LocalizedString} */ (i) => {
	if (i?.category === "medical") return /** @type {LocalizedString} */ (`अपने परामर्श`);
	if (i?.category === "legal") return /** @type {LocalizedString} */ (`अपने सत्र`);
	if (i?.category === "financial") return /** @type {LocalizedString} */ (`अपनी मीटिंग`);
	if (i?.category === "tech") return /** @type {LocalizedString} */ (`अपने सत्र`);
	return /** @type {LocalizedString} */ ("term_own_sessions");
};

/**
* | category | output |
* | --- | --- |
* | "medical" | "your consultations" |
* | "legal" | "your sessions" |
* | "financial" | "your meetings" |
* | "tech" | "your sessions" |
*
* @param {Term_Own_SessionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const term_own_sessions = /** @type {((inputs: Term_Own_SessionsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Term_Own_SessionsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_term_own_sessions(inputs)
	return en_term_own_sessions(inputs)
});