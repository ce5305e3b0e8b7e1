/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: "financial" | "legal" | "medical" | "tech" }} Term_ExpertInputs */

const en_term_expert = /** @type {(inputs: Term_ExpertInputs) => LocalizedString} */ (i) => {
	if (i?.category === "medical") return /** @type {LocalizedString} */ (`Doctor`);
	if (i?.category === "legal") return /** @type {LocalizedString} */ (`Lawyer`);
	if (i?.category === "financial") return /** @type {LocalizedString} */ (`CA`);
	if (i?.category === "tech") return /** @type {LocalizedString} */ (`IT`);
	return /** @type {LocalizedString} */ ("term_expert");
};

const hi_term_expert = /** @type {(inputs: Term_ExpertInputs) => LocalizedString} */ (i) => {
	if (i?.category === "medical") return /** @type {LocalizedString} */ (`डॉक्टर`);
	if (i?.category === "legal") return /** @type {LocalizedString} */ (`वकील`);
	if (i?.category === "financial") return /** @type {LocalizedString} */ (`सीए`);
	if (i?.category === "tech") return /** @type {LocalizedString} */ (`आईटी`);
	return /** @type {LocalizedString} */ ("term_expert");
};

/**
* | category | output |
* | --- | --- |
* | "medical" | "Doctor" |
* | "legal" | "Lawyer" |
* | "financial" | "CA" |
* | "tech" | "IT" |
*
* @param {Term_ExpertInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const term_expert = /** @type {((inputs: Term_ExpertInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Term_ExpertInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_term_expert(inputs)
	return en_term_expert(inputs)
});