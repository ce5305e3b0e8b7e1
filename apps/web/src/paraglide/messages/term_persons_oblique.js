/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: "financial" | "legal" | "medical" | "tech" }} Term_Persons_ObliqueInputs */

const en_term_persons_oblique = /** @type {(inputs: Term_Persons_ObliqueInputs) => LocalizedString} */ (i) => {
	if (i?.category === "medical") return /** @type {LocalizedString} */ (`patients`);
	if (i?.category === "legal") return /** @type {LocalizedString} */ (`clients`);
	if (i?.category === "financial") return /** @type {LocalizedString} */ (`clients`);
	if (i?.category === "tech") return /** @type {LocalizedString} */ (`clients`);
	return /** @type {LocalizedString} */ ("term_persons_oblique");
};

const hi_term_persons_oblique = /** @type {(inputs: Term_Persons_ObliqueInputs) => LocalizedString} */ (i) => {
	if (i?.category === "medical") return /** @type {LocalizedString} */ (`मरीज़ों`);
	if (i?.category === "legal") return /** @type {LocalizedString} */ (`क्लाइंटों`);
	if (i?.category === "financial") return /** @type {LocalizedString} */ (`क्लाइंटों`);
	if (i?.category === "tech") return /** @type {LocalizedString} */ (`क्लाइंटों`);
	return /** @type {LocalizedString} */ ("term_persons_oblique");
};

/**
* | category | output |
* | --- | --- |
* | "medical" | "patients" |
* | "legal" | "clients" |
* | "financial" | "clients" |
* | "tech" | "clients" |
*
* @param {Term_Persons_ObliqueInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const term_persons_oblique = /** @type {((inputs: Term_Persons_ObliqueInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Term_Persons_ObliqueInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_term_persons_oblique(inputs)
	return en_term_persons_oblique(inputs)
});